import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { signupHref, useReturnPath } from '../../../lib/return-to.ts';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLogIn } from '../api/log-in.ts';
import { AuthLayout, authLink } from '../components/auth-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';

/** /login: a traveller signs in; the server checks the fields (spec §5) and its message is shown. */
export default function LoginPage() {
  const navigate = useNavigate();
  const logIn = useLogIn();
  const returnTo = useReturnPath();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    logIn.mutate(
      { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      { onSuccess: () => void navigate(returnTo ?? paths.travellerHome.href, { replace: true }) },
    );
  }

  return (
    <AuthLayout
      picture="traveller"
      title="Welcome back"
      subtitle="Log in to see your bookings, your wishlist and the tours picked for you."
      footer={
        <>
          <p>
            New to Yatrika?{' '}
            <Link to={signupHref(returnTo)} className={authLink}>
              Create an account
            </Link>
          </p>
          <p className="mt-2">
            Administrator?{' '}
            <Link to={paths.adminLogin.href} className={authLink}>
              Log in here
            </Link>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <SubmitButton busy={logIn.isPending}>Login</SubmitButton>
        {logIn.isError && <FormMessage tone="error">{errorMessage(logIn.error, 'Login failed.')}</FormMessage>}
      </form>
    </AuthLayout>
  );
}
