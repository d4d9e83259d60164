import { holdsTravellersMoney } from '@yatrika/contract/booking-deletion';
import type { AdminBooking, PartyRefund } from '@yatrika/contract/bookings';
import type { RefundChoice } from '@yatrika/contract/operator-booking-messages';
import { useState } from 'react';
import { DeleteButton } from '../../../components/admin/delete-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { usePermission } from '../../../lib/staff-access.ts';
import { BalanceDueDialog, balanceOwing } from './balance-due-dialog.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { ChangePartyDialog } from './change-party-dialog.tsx';
import { HandBackDialog } from './hand-back-dialog.tsx';
import { HistoryDialog } from './history-dialog.tsx';
import { MoveBookingDialog } from './move-booking-dialog.tsx';
import { NoteDialog } from './note-dialog.tsx';

interface BookingActionsProps {
  booking: AdminBooking;
  busy: boolean;
  onAccept: () => void;
  onCancel: (refund: RefundChoice) => void;
  onDelete: () => void;
  /** A change's sentence for the page to announce (moved, note added). */
  onNotice: (message: string) => void;
}

type OpenDialog = 'cancel' | 'move' | 'party' | 'balance-due' | 'note' | 'history' | 'hand-back' | { handBackPart: PartyRefund } | null;

/**
 * A booking card's buttons and the dialog each opens: Accept (pending), Cancel, Move and Change party
 * (trips still to come), Change balance due date (a balance still owed), Mark refund handed back (a refund of money paid offline still owed, the
 * booking's own or one of part of it), Add note and History (all), Delete (only once no money of the
 * traveller's is held). A role shows only what it may do: changes need "Take and change bookings",
 * marking a refund handed back "Refund beyond the policy" (History is for every reader).
 */
export function BookingActions({ booking, busy, onAccept, onCancel, onDelete, onNotice }: BookingActionsProps) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const can = usePermission();
  const changes = can('bookings.change');
  const handsBack = can('bookings.refund');
  const close = () => setOpen(null);
  const who = `${booking.fullName}'s booking`;
  const toCome = changes && (booking.status === 'pending' || booking.status === 'booked');
  const balance = changes && balanceOwing(booking);
  const owedByHand = handsBack && booking.refund?.byHand === true && booking.refund.status === 'pending';
  const partsOwedByHand = handsBack ? (booking.partialRefunds ?? []).filter((refund) => refund.byHand && refund.status === 'pending') : [];
  // A reseller's booking is never deleted (decision 039): the server refuses it too.
  const deletable = changes && !booking.reseller && !holdsTravellersMoney({ paid: booking.payment !== null, status: booking.status, refund: booking.refund, partialRefunds: booking.partialRefunds });
  const done = (message: string) => {
    close();
    onNotice(message);
  };

  return (
    <>
      {changes && booking.status === 'pending' && (
        <Button size="sm" disabled={busy} onClick={onAccept} aria-label={`Accept ${who}`}>
          Accept
        </Button>
      )}
      {toCome && (
        <>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setOpen('cancel')} aria-label={`Cancel ${who}`}>
            Cancel
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setOpen('move')} aria-label={`Move ${who}`}>
            Move
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setOpen('party')} aria-label={`Change party of ${who}`}>
            Change party
          </Button>
        </>
      )}
      {balance && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => setOpen('balance-due')} aria-label={`Change balance due date of ${who}`}>
          Change balance due date
        </Button>
      )}
      {owedByHand && (
        <Button size="sm" disabled={busy} onClick={() => setOpen('hand-back')} aria-label={`Mark refund handed back for ${who}`}>
          Mark refund handed back
        </Button>
      )}
      {partsOwedByHand.map((refund) => (
        <Button key={refund._id} size="sm" disabled={busy} onClick={() => setOpen({ handBackPart: refund })} aria-label={`Mark ${formatRupees(refund.amount)} handed back for ${who}`}>
          Mark {formatRupees(refund.amount)} handed back
        </Button>
      ))}
      {changes && (
        <Button size="sm" variant="secondary" onClick={() => setOpen('note')} aria-label={`Add note to ${who}`}>
          Add note
        </Button>
      )}
      <Button size="sm" variant="secondary" onClick={() => setOpen('history')} aria-label={`History of ${who}`}>
        History
      </Button>
      {deletable && (
        <DeleteButton disabled={busy} onClick={onDelete} aria-label={`Delete ${who}`} className="ml-auto">
          Delete
        </DeleteButton>
      )}

      {open === 'cancel' && (
        <CancelBookingDialog
          booking={booking}
          onClose={close}
          onConfirm={(refund) => {
            close();
            onCancel(refund);
          }}
        />
      )}
      {open === 'move' && (
        <MoveBookingDialog
          booking={booking}
          onClose={close}
          onMoved={(message) => {
            close();
            onNotice(message);
          }}
        />
      )}
      {open === 'party' && <ChangePartyDialog booking={booking} onClose={close} onChanged={done} />}
      {open === 'balance-due' && balance && <BalanceDueDialog booking={booking} balance={balance} onClose={close} onChanged={done} />}
      {typeof open === 'object' && open !== null && (
        <HandBackDialog refund={{ bookingId: booking._id, amount: open.handBackPart.amount, partialRefundId: open.handBackPart._id }} onClose={close} onHandedBack={done} />
      )}
      {open === 'note' && (
        <NoteDialog
          booking={booking}
          onClose={close}
          onAdded={(message) => {
            close();
            onNotice(message);
          }}
        />
      )}
      {open === 'history' && <HistoryDialog booking={booking} onClose={close} />}
      {open === 'hand-back' && (
        <HandBackDialog
          refund={{ bookingId: booking._id, amount: booking.refund?.amount ?? 0 }}
          onClose={close}
          onHandedBack={(message) => {
            close();
            onNotice(message);
          }}
        />
      )}
    </>
  );
}
