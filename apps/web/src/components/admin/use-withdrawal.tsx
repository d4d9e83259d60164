import type { Settlement } from '@yatrika/contract/settlement';
import { useRef, useState, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useConfirm } from './use-confirm.tsx';

/**
 * Banning or deleting a tour, or deleting a traveller (decision 014): what it would settle is asked
 * first, and the bookings still to come are cancelled and refunded only once the operator has read
 * it and confirmed.
 */
export interface Withdrawal {
  /** The tour's or the traveller's id: the one the busy state and a failed check belong to. */
  id: string;
  /** The settlement endpoint's answer: what the action would cancel and refund now. */
  settlement: () => Promise<Settlement>;
  /** The dialog's title, e.g. 'Delete this tour?'. */
  title: string;
  /** What the action does besides the bookings, said in the dialog. */
  message: ReactNode;
  /** False: with no booking at stake the action runs at once, without a dialog (ban). */
  askWhenNothingAtStake: boolean;
  /** The button when no booking is at stake, e.g. 'Delete tour'. */
  confirmLabel: string;
  /** The action's verb for the button when bookings are at stake: 'delete' makes 'Cancel 2 bookings and delete'. */
  verb: string;
  /** Runs the action; `confirm`: the operator read what it settles (`?confirm=true`). Rejects with its ApiError. */
  run: (confirm: boolean) => Promise<unknown>;
  /** Any failure of the action other than the 409 that asks for confirmation, reported the page's way. */
  onError: (error: unknown) => void;
}

/** A check of what an action settles that could not be made: for whom, and why. */
export interface FailedCheck {
  id: string;
  message: string;
}

const checkFailed = 'Could not check the bookings still to come. Please try again.';

/** "Cancel 2 bookings and delete"; without a count (a 409's own sentence), "Cancel bookings and delete". */
export function settleLabel(verb: string, bookings?: number): string {
  if (bookings === undefined) return `Cancel bookings and ${verb}`;
  return `Cancel ${bookings} ${bookings === 1 ? 'booking' : 'bookings'} and ${verb}`;
}

/** The warning of the dialog: what the check said, or the server's refusal and, if it lacks it, what the check says now. */
function warningOf(settlement: Settlement | null, refusal: string | null): ReactNode {
  const now = settlement !== null && settlement.bookings > 0 ? settlement.message : null;
  if (refusal === null) return now;
  if (now === null || refusal.includes(now)) return refusal;
  return (
    <>
      {refusal}
      <span className="mt-1 block">{now}</span>
    </>
  );
}

/**
 * Runs a withdrawal: asks the server what it would settle (the button that started it is busy
 * meanwhile, `checking`), shows that sentence in the confirmation dialog with a button naming the
 * consequence when bookings are still to come, and calls the action with `confirm` once the
 * operator agrees. If the server still answers 409 (bookings arrived meanwhile), its sentence is
 * shown (with what a fresh check says, if the sentence lacks it) and the operator asked again.
 * A check that fails is `failedCheck`, for the page to show.
 */
export function useWithdrawal() {
  const { confirm, dialog } = useConfirm();
  const [checking, setChecking] = useState<string | null>(null);
  const [failedCheck, setFailedCheck] = useState<FailedCheck | null>(null);
  // Only the newest check opens a dialog: an older one answering late is dropped.
  const newest = useRef(0);

  /** The settlement, or null if it could not be read (logged; `report` also shows it on the page). */
  async function check(action: Withdrawal, ticket: number, report: boolean): Promise<Settlement | null | 'stale'> {
    setChecking(action.id);
    try {
      const settlement = await action.settlement();
      if (ticket !== newest.current) return 'stale';
      setChecking(null);
      return settlement;
    } catch (error) {
      if (ticket !== newest.current) return 'stale';
      console.error('Settlement check failed', error);
      setChecking(null);
      if (report) setFailedCheck({ id: action.id, message: errorMessage(error, checkFailed) });
      return null;
    }
  }

  async function withdraw(action: Withdrawal): Promise<void> {
    const ticket = (newest.current += 1);
    setFailedCheck(null);
    const first = await check(action, ticket, true);
    if (first === null || first === 'stale') return;

    let settlement: Settlement | null = first;
    // The server's 409 sentence once it refused the action: bookings the check did not see.
    let refusal: string | null = null;
    for (;;) {
      const atStake = refusal !== null || (settlement !== null && settlement.bookings > 0);
      if (atStake || action.askWhenNothingAtStake) {
        const confirmed = await confirm({
          title: action.title,
          message: action.message,
          warning: atStake ? warningOf(settlement, refusal) : null,
          confirmLabel: !atStake ? action.confirmLabel : settleLabel(action.verb, settlement && settlement.bookings > 0 ? settlement.bookings : undefined),
        });
        if (!confirmed) return;
      }
      try {
        await action.run(atStake);
        return;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) {
          action.onError(error);
          return;
        }
        refusal = error.message;
        // What the action would settle now, for the button's count (and the sentence, if the refusal lacks it).
        const fresh = await check(action, ticket, false);
        if (fresh === 'stale') return;
        settlement = fresh;
      }
    }
  }

  return { withdraw, checking, failedCheck, dialog };
}
