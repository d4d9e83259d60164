import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/ui/field.tsx';
import { LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { AuthLayout, authLink } from '../components/auth-layout.tsx';

/**
 * /confirm-email?token=…: where the link sent to a new address leads. Opening it confirms the
 * address at once (the link is single-use); the page says what happened.
 */
export default function ConfirmEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // The link works once: a second call (React runs effects twice in development) would answer "used".
  const sentFor = useRef<string>(undefined);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <AuthLayout
      picture="traveller"
      title="Confirm your new email"
      subtitle="Your Yatrika account uses the new address once it is confirmed."
      footer={
        <p>
          <Link to={paths.login.href} className={authLink}>
            Go to log in
          </Link>
        </p>
      }
    >
      {!token ? (
        <FormMessage tone="error">This page needs the link from your email. Open it again from the message.</FormMessage>
      ) : confirm.isSuccess ? (
        <FormMessage tone="success">
          {confirm.data.message} You can now log in with {confirm.data.email}.
        </FormMessage>
      ) : confirm.isError ? (
        <FormMessage tone="error">{errorMessage(confirm.error, 'Could not confirm the address. Please try again.')}</FormMessage>
      ) : (
        <LoadingState>Confirming your new email...</LoadingState>
      )}
    </AuthLayout>
  );
}
