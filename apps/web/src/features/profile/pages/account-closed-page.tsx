import type { DeleteAccountResponse } from '@yatrika/contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Brand } from '../../../components/layout/brand.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { clearToken, sessionUserId } from '../../../lib/session.ts';
import { closedAccountOf } from '../components/closed-account-state.ts';
import { ClosingBookingList } from '../components/closing-booking-list.tsx';

const linkClass = 'text-sm font-semibold text-brand-800 underline-offset-2 hover:underline';

/**
 * Where closing an account leads: that it is closed, and what was cancelled and refunded, from
 * the server's answer to the delete (handed over with the navigation, since there is no account
 * left to ask). Opened without it (typed in, or a browser that kept no history state), it says
 * only that the account is closed.
 */
export default function AccountClosedPage() {
  const closedAccount = closedAccountOf(useLocation().state);
  const closed = closedAccount?.answer;
  const closedUserId = closedAccount?.userId;
  const queryClient = useQueryClient();
  // The session of the closed account ends here, and nothing of it stays in memory; a session
  // started since (this page reached again through the history) is someone else's and stays.
  useEffect(() => {
    if (closedUserId && closedUserId === sessionUserId()) {
      clearToken();
      queryClient.removeQueries();
    }
  }, [closedUserId, queryClient]);
  return (
    <div className="min-h-screen bg-stone-50 px-4 py-8 sm:py-16">
      <main className="mx-auto flex w-full max-w-lg flex-col gap-6">
        <Brand to={paths.landing.href} />
        <div className="flex flex-col gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-8">
          <h1 className="text-2xl font-bold text-balance">Your account is closed</h1>
          {closed ? <WhatClosingDid closed={closed} /> : <p className="text-stone-700">Refunds of cancelled bookings go back to the card or account they were paid with.</p>}
          <p className="text-sm text-stone-600">
            Your reviews, wishlist, moments and comments were deleted with it. Past trips stay in the operator&apos;s records, without your account.
          </p>
        </div>
        <nav aria-label="Where to go next" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={paths.landing.href} className={linkClass}>
            Go to the home page
          </Link>
          <Link to={paths.signup.href} className={linkClass}>
            Create a new account
          </Link>
        </nav>
      </main>
    </div>
  );
}

function WhatClosingDid({ closed }: { closed: DeleteAccountResponse }) {
  if (closed.canceled.length === 0) return <p className="text-stone-700">You had no upcoming bookings, so nothing was cancelled.</p>;
  const count = closed.canceled.length;
  return (
    <div className="flex flex-col gap-3 text-stone-700">
      <p className="font-semibold text-stone-900">{count === 1 ? 'This upcoming booking was cancelled:' : `These ${count} upcoming bookings were cancelled:`}</p>
      <ClosingBookingList bookings={closed.canceled} />
      <p>
        Total refund: <span className="font-semibold text-stone-900">{formatRupees(closed.refundTotal)}</span>, to the card or account you paid with.
      </p>
    </div>
  );
}
