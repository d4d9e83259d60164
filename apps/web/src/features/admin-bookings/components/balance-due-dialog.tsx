import type { AdminBooking } from '@yatrika/contract/bookings';
import { addDays } from '@yatrika/contract/dates';
import { partPaymentMessages } from '@yatrika/contract/part-payment-messages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { DatePicker } from '../../../components/calendar/date-picker.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { todayInIndia } from '../../../lib/format.ts';
import { useChangeBalanceDue } from '../api/change-balance-due.ts';

/** The balance a booking paid by advance still owes (rupees) and its due date, or null when it owes none. */
export function balanceOwing(booking: AdminBooking): { amount: number; dueOn: string } | null {
  if (booking.status !== 'pending' && booking.status !== 'booked') return null;
  if (!booking.balanceDueOn || !(booking.amountDue && booking.amountDue > 0)) return null;
  return { amount: booking.amountDue, dueOn: booking.balanceDueOn };
}

interface BalanceDueDialogProps {
  booking: AdminBooking;
  balance: { amount: number; dueOn: string };
  onClose: () => void;
  onChanged: (message: string) => void;
}

/**
 * The operator gives the traveller more (or less) time for the balance (decision 035): a new last
 * day from today to the day before the departure. The server checks the same bounds and keeps the
 * change in the booking's history.
 */
export function BalanceDueDialog({ booking, balance, onClose, onChanged }: BalanceDueDialogProps) {
  const [date, setDate] = useState(balance.dueOn);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeBalanceDue();
  const today = todayInIndia();
  const lastDay = addDays(booking.bookingDate, -1);
  const formId = `balance-due-${booking._id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!date || date < today || date > lastDay) return setProblem(partPaymentMessages.dueDateInvalid);
    setProblem(null);
    change.mutate(
      { bookingId: booking._id, balanceDueOn: date },
      { onSuccess: (answer) => onChanged(answer.message), onError: (error) => setProblem(errorMessage(error, 'Failed to change the due date.')) },
    );
  }

  return (
    <Modal
      open
      title="Change balance due date"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep the date
          </Button>
          <Button type="submit" form={formId} disabled={change.isPending || date === balance.dueOn}>
            Change due date
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-stone-700">
          {booking.fullName}'s booking of <strong>{booking.tour.title}</strong>: {partPaymentMessages.dueDateChangeExplained(balance.amount, balance.dueOn, booking.bookingDate)}
        </p>
        <DatePicker label="New due date" value={date} onChange={setDate} firstDay={today} lastDay={lastDay} afterLastWords="on or after the departure" />
        <FormMessage tone="error">{problem}</FormMessage>
      </form>
    </Modal>
  );
}
