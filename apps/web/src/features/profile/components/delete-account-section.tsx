import type { AccountClosing } from '@yatrika/contract/account';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, PasswordField } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { focusField, useFieldChecks } from '../../../lib/field-checks.ts';
import { formatRupees } from '../../../lib/format.ts';
import { accountClosingQuery, useDeleteAccount } from '../api/account-settings.ts';
import { ClosingBookingList } from './closing-booking-list.tsx';

/** The server's rule for the password, loaded when the field is first left. */
const loadDeleteRules = () => import('@yatrika/contract/account').then((contract) => contract.deleteAccountRequest.shape);

/**
 * Deleting the account, in two steps: first what will happen (each future booking cancelled, with
 * its refund by the cancellation policy), then the password to confirm.
 */
export function DeleteAccountSection() {
  const [reviewing, setReviewing] = useState(false);
  if (!reviewing) {
    return (
      <Button variant="danger" onClick={() => setReviewing(true)}>
        Delete my account...
      </Button>
    );
  }
  return <DeleteAccountReview onCancel={() => setReviewing(false)} />;
}

function DeleteAccountReview({ onCancel }: { onCancel: () => void }) {
  const closing = useQuery(accountClosingQuery);
  if (closing.isPending) return <LoadingState>Checking your bookings...</LoadingState>;
  if (closing.isError) {
    return (
      <ErrorState onRetry={() => void closing.refetch()}>{errorMessage(closing.error, 'Could not check your bookings. Please try again.')}</ErrorState>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <ClosingPlan plan={closing.data} />
      <ConfirmDeletion onCancel={onCancel} />
    </div>
  );
}

function ClosingPlan({ plan }: { plan: AccountClosing }) {
  return (
    <div className="flex flex-col gap-3 text-sm text-stone-700">
      {plan.bookings.length === 0 ? (
        <p>You have no upcoming bookings, so nothing will be cancelled.</p>
      ) : (
        <>
          <p className="font-semibold text-stone-900">
            {plan.bookings.length === 1 ? 'This upcoming booking will be cancelled:' : `These ${plan.bookings.length} upcoming bookings will be cancelled:`}
          </p>
          <ClosingBookingList bookings={plan.bookings} />
          <p>
            Total refund: <span className="font-semibold text-stone-900">{formatRupees(plan.refundTotal)}</span>, to the card or account you paid
            with. {plan.policy}
          </p>
        </>
      )}
      <p>
        Your reviews, wishlist, moments and comments are deleted with your account. Past trips stay in the operator&apos;s records, without
        your account.
      </p>
    </div>
  );
}

function ConfirmDeletion({ onCancel }: { onCancel: () => void }) {
  const remove = useDeleteAccount();
  const checks = useFieldChecks(loadDeleteRules);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const password = String(new FormData(formElement).get('password') ?? '');
    const wrong = await checks.checkAll({ password });
    if (wrong.length > 0) return focusField(formElement, wrong[0]);
    remove.mutate({ password });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <PasswordField label="Password" autoComplete="current-password" hint="Type your password to confirm." required {...checks.fieldProps('password')} />
      {remove.isError && <FormMessage tone="error">{errorMessage(remove.error, 'Could not delete the account. Please try again.')}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Keep my account
        </Button>
        <Button type="submit" variant="danger" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete my account permanently'}
        </Button>
      </div>
    </form>
  );
}
