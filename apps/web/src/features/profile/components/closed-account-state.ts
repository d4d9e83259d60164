import type { DeleteAccountResponse } from '@yatrika/contract/account';

/** What the settings page hands the closed-account page: the delete's answer, and whose account it closed. */
export interface ClosedAccount {
  answer: DeleteAccountResponse;
  /** The closed account's id, so the page ends that session only (not one started since, reached again through the history). */
  userId: string | null;
}

/** The navigation state that carries it. */
export const closedAccountState = (closed: ClosedAccount) => ({ closedAccount: closed });

/** The closed account from a navigation's state, if it holds one: history state outlives the page and may hold anything. */
export function closedAccountOf(state: unknown): ClosedAccount | undefined {
  if (typeof state !== 'object' || state === null || !('closedAccount' in state)) return undefined;
  const closed = (state as { closedAccount: Partial<ClosedAccount> | null }).closedAccount;
  const answer = closed?.answer;
  if (!answer || !Array.isArray(answer.canceled) || typeof answer.refundTotal !== 'number') return undefined;
  return { answer, userId: typeof closed.userId === 'string' ? closed.userId : null };
}
