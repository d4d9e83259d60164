import type { CheckInDeparture, CheckInResponse } from '@yatrika/contract/check-ins';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { dayInWords, isCalendarDay, todayInIndia } from '@yatrika/contract/dates';
import { useConfirm } from '../../../components/admin/use-confirm.tsx';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { checkInDayKey, lookUpTicket, markNoShows, sendCheckIn, useCheckInDay } from '../api/check-in-api.ts';
import { waitingWords } from '../check-in-words.ts';
import { DayDepartures } from '../components/day-departures.tsx';
import { ResultCard } from '../components/result-card.tsx';
import { TicketScanner } from '../components/ticket-scanner.tsx';
import { isConnectionFailure } from '../offline-queue.ts';
import { useCheckInQueue } from '../use-check-in-queue.ts';

const pageMessages = {
  loading: "Loading today's departures...",
  failed: "Failed to load today's departures.",
  lookupFailed: 'The ticket could not be checked. Please try again.',
  offlineScan: 'No connection. The whole party will be checked in when the phone is back online.',
  offlineSaved: 'No connection: saved on this phone, sent when back online.',
} as const;

/** The ticket in hand: scanned (`code`) or typed (`reference`). */
type Ticket = { code: string } | { reference: string };

/**
 * /admindashboard/check-in: the operator at the meeting point, phone in one hand. Scan a ticket
 * (or type its reference), see who it is, check the party in; today's departures and their
 * counts below. Check-ins made offline wait on the phone and are sent when it is back online.
 */
export default function CheckInPage() {
  const queryClient = useQueryClient();
  // A guide opens tomorrow's departures from their page (`?date=`); otherwise today's.
  const asked = useSearchParams()[0].get('date');
  const date = asked && isCalendarDay(asked) && asked !== todayInIndia() ? asked : undefined;
  const day = useCheckInDay(date);
  const queue = useCheckInQueue();
  const { confirm, dialog } = useConfirm();
  const [scanning, setScanning] = useState(false);
  const [typed, setTyped] = useState('');
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [result, setResult] = useState<CheckInResponse | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const refreshDay = () => void queryClient.invalidateQueries({ queryKey: checkInDayKey });

  async function open(next: Ticket) {
    setScanning(false);
    setTicket(next);
    setResult(null);
    setNotice(null);
    setBusy(true);
    try {
      setResult(await lookUpTicket(next));
    } catch (error) {
      if (isConnectionFailure(error)) {
        // Offline, nothing can be looked up; the signed code will be checked when it is sent.
        queue.queue({ ...next, id: crypto.randomUUID(), scannedAt: new Date().toISOString(), label: 'code' in next ? 'Scanned ticket' : next.reference });
        setNotice({ text: pageMessages.offlineScan, error: false });
      } else setNotice({ text: errorMessage(error, pageMessages.lookupFailed), error: true });
    } finally {
      setBusy(false);
    }
  }

  async function checkIn(people: number) {
    if (!ticket) return;
    const item = { ...ticket, people, id: crypto.randomUUID(), scannedAt: new Date().toISOString() };
    setBusy(true);
    try {
      setResult(await sendCheckIn(item));
      refreshDay();
    } catch (error) {
      if (isConnectionFailure(error)) {
        queue.queue({ ...item, label: result?.booking.fullName ?? 'Check-in' });
        setNotice({ text: pageMessages.offlineSaved, error: false });
        setResult(null);
      } else setNotice({ text: errorMessage(error, pageMessages.lookupFailed), error: true });
    } finally {
      setBusy(false);
    }
  }

  async function markRestNoShow(departure: CheckInDeparture) {
    if (!departure.tourId) return;
    const confirmed = await confirm({
      title: 'Mark the rest no-show?',
      message: (
        <>
          {departure.waiting} still awaited on <strong>{departure.title}</strong> will be marked no-show. Anyone who turns up later can still be checked in.
        </>
      ),
      confirmLabel: 'Mark no-show',
    });
    if (!confirmed) return;
    try {
      setNotice({ text: (await markNoShows({ tourId: departure.tourId, date: departure.date, startTime: departure.startTime })).message, error: false });
      refreshDay();
    } catch (error) {
      setNotice({ text: errorMessage(error, 'The no-shows could not be marked.'), error: true });
    }
  }

  function submitTyped(event: FormEvent) {
    event.preventDefault();
    if (typed.trim()) void open({ reference: typed.trim() });
  }

  return (
    <AdminShell title="Check-in">
      {dialog}
      {/* Room at the bottom for the controls that stay there, in reach of a thumb. */}
      <div className="mx-auto grid max-w-xl gap-4 pb-44">
        {queue.waiting > 0 && (
          <div role="status" className="flex items-center justify-between gap-3 rounded-xl bg-amber-100 px-4 py-3 text-amber-950">
            <span className="font-semibold">{waitingWords(queue.waiting)}</span>
            <Button variant="secondary" size="sm" onClick={() => void queue.flush()}>
              Send now
            </Button>
          </div>
        )}
        {queue.refused.map(({ item, message }) => (
          <p key={item.id} role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {item.label}: {message}
          </p>
        ))}
        {notice && (
          <p role={notice.error ? 'alert' : 'status'} className={`rounded-xl px-4 py-3 ${notice.error ? 'bg-red-50 text-red-800' : 'bg-stone-100 text-stone-900'}`}>
            {notice.text}
          </p>
        )}
        {scanning && <TicketScanner onCode={(code) => void open({ code })} />}
        {!scanning && busy && !result && <LoadingState>Checking the ticket...</LoadingState>}
        {!scanning && result && <ResultCard key={`${result.booking._id}-${result.attendance.checkedIn}`} result={result} busy={busy} onCheckIn={(people) => void checkIn(people)} />}

        <section aria-labelledby="today-heading">
          <h2 id="today-heading" className="mb-2 text-lg font-semibold">
            {date ? `Departures on ${dayInWords(date)}` : "Today's departures"}
          </h2>
          {day.isPending ? (
            <LoadingState>{pageMessages.loading}</LoadingState>
          ) : day.isError ? (
            <ErrorState onRetry={() => void day.refetch()}>{pageMessages.failed}</ErrorState>
          ) : (
            <DayDepartures departures={day.data.departures} onOpen={(reference) => void open({ reference })} onMarkNoShows={(departure) => void markRestNoShow(departure)} />
          )}
        </section>
      </div>

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white/95 p-3 backdrop-blur lg:left-64 print:hidden">
        <div className="mx-auto grid max-w-xl gap-2">
          <form onSubmit={submitTyped} className="flex gap-2">
            <label htmlFor="typed-reference" className="sr-only">
              Booking reference
            </label>
            <input
              id="typed-reference"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="Type a reference"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              className="min-h-12 min-w-0 flex-1 rounded-xl border border-stone-300 px-3 font-mono text-base uppercase placeholder:font-sans placeholder:normal-case"
            />
            <Button type="submit" variant="secondary" size="lg" className="min-h-12" disabled={busy}>
              Find
            </Button>
          </form>
          <Button variant="primary" size="lg" className="min-h-14 w-full text-lg" onClick={() => setScanning((open) => !open)}>
            {scanning ? 'Close camera' : 'Scan ticket'}
          </Button>
        </div>
      </div>
    </AdminShell>
  );
}
