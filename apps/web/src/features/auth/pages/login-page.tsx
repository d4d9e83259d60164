import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { signupHref, useReturnPath } from '../../../lib/return-to.ts';
import { useSignInReason } from '../../../lib/sign-in-reason.ts';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { focusField, useFieldChecks } from '../../../lib/field-checks.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLogIn } from '../api/log-in.ts';
import { AuthLayout, authLink } from '../components/auth-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';

/** The server's login rules, loaded when the traveller first leaves a field. */
const loadLoginRules = () => import('@yatrika/contract/auth').then((contract) => contract.loginRequest.shape);

/**
 * /login: a traveller signs in. Each field is checked by the server's rules as it is left and on
 * submit; the server still decides (spec §5) and its message is shown under the form.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const logIn = useLogIn();
  const returnTo = useReturnPath();
  const why = useSignInReason();
  const checks = useFieldChecks(loadLoginRules);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const credentials = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    const wrong = await checks.checkAll(credentials);
    if (wrong.length > 0) return focusField(formElement, wrong[0]);
    logIn.mutate(credentials, { onSuccess: () => void navigate(returnTo ?? paths.travellerHome.href, { replace: true }) });
  }

  return (
    <AuthLayout
      picture="traveller"
      notice={why?.sentence}
      title="Welcome back"
      subtitle="Log in to see your bookings, your wishlist and the tours picked for you."
      footer={
        <>
          <p>
            New to Yatrika?{' '}
            <Link to={signupHref(returnTo, why?.reason)} className={authLink}>
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
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField label="Email" type="email" autoComplete="email" required {...checks.fieldProps('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...checks.fieldProps('password')} />
        <Link to={paths.forgotPassword.href} className={`${authLink} -mt-2 self-end text-sm`}>
          Forgot password?
        </Link>
        <SubmitButton busy={logIn.isPending}>Login</SubmitButton>
        {logIn.isError && <FormMessage tone="error">{errorMessage(logIn.error, 'Login failed.')}</FormMessage>}
      </form>
    </AuthLayout>
  );
}
