import { publicTourMessages } from '@yatrika/contract/public-tour-messages';
import { useSearchParams } from 'react-router';
import { WHY, type SignInReason } from './return-to.ts';

/** What the login and signup pages say for each reason (kept out of return-to.ts, which every page loads). */
const sentences: Record<SignInReason, string> = { book: publicTourMessages.loginToBook, save: publicTourMessages.loginToSave };

/** The reason this visit to the login or signup page was sent with (a known one only: never text from the address). */
export function useSignInReason(): { reason: SignInReason; sentence: string } | undefined {
  const [searchParams] = useSearchParams();
  const why = searchParams.get(WHY);
  return why && Object.hasOwn(sentences, why) ? { reason: why as SignInReason, sentence: sentences[why as SignInReason] } : undefined;
}
