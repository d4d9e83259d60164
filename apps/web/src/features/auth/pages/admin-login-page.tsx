import type { SessionUser } from '@yatrika/contract/auth';
import { authMessages } from '@yatrika/contract/auth-messages';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { setTwoStepDueBy } from '../../../lib/two-step-due.ts';
import { dropRememberedDevice, keepRememberedDevice, rememberedDeviceFor } from '../../../lib/remembered-device.ts';
import { useAdminLogIn } from '../api/admin-log-in.ts';
import { AuthLayout, authLink } from '../components/auth-layout.tsx';
import { SecondStepForm, type SecondStepAnswer } from '../components/second-step-form.tsx';
import { SubmitButton } from '../components/submit-button.tsx';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** The server asks for the second step: the password was right (decision 049). */
const asksForSecondStep = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && (error.body as { twoStepRequired?: unknown } | undefined)?.twoStepRequired === true;

/**
 * /login/admin: an administrator signs in. Both fields are required (spec §5). An account with
 * two-step sign-in then enters the code from its app (or a recovery code), unless this browser
 * is remembered.
 */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const logIn = useAdminLogIn();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [credentials, setCredentials] = useState<{ email: string; password: string }>();

  function verify(answer: SecondStepAnswer) {
    if (!credentials) return;
    logIn.mutate(
      { ...credentials, ...answer },
      {
        onSuccess: ({ rememberedDevice }) => {
          if (rememberedDevice) keepRememberedDevice(credentials.email, rememberedDevice.token);
          setTwoStepDueBy(null);
          void navigate(paths.adminDashboard.href);
        },
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    // The same sentences the server uses for these fields.
    const found: FieldErrors = {
      ...(email.trim() ? {} : { email: authMessages.emailRequired }),
      ...(password ? {} : { password: authMessages.passwordRequired }),
    };
    setErrors(found);
    if (found.email || found.password) {
      logIn.reset();
      return;
    }
    const rememberedDevice = rememberedDeviceFor(email);
    logIn.mutate(
      { email, password, ...(rememberedDevice ? { rememberedDevice } : {}) },
      {
        onSuccess: (answer) => {
          // Clients of other servers' versions answer without `user`: no banner then.
          setTwoStepDueBy((answer.user as SessionUser | undefined)?.twoStep?.enrolBy);
          // A guide lands on their departures; everyone else on the dashboard.
          void navigate(answer.user?.staffRole === 'guide' ? paths.adminGuide.href : paths.adminDashboard.href);
        },
        onError: (error) => {
          if (!asksForSecondStep(error)) return;
          // A remembered device the server no longer knows (forgotten, run out) is dropped here too.
          if (rememberedDevice) dropRememberedDevice(email);
          setCredentials({ email, password });
          logIn.reset();
        },
      },
    );
  }

  return (
    <AuthLayout
      picture="admin"
      title="Admin Login"
      subtitle="Sign in to manage tours, bookings, travellers and reviews."
      footer={
        <>
          <p>
            Setting up Yatrika?{' '}
            <Link to={paths.adminRegister.href} className={authLink}>
              Register an administrator
            </Link>
          </p>
          <p className="mt-2">
            Travelling with us?{' '}
            <Link to={paths.login.href} className={authLink}>
              Traveller login
            </Link>
          </p>
        </>
      }
    >
      {credentials ? (
        <SecondStepForm
          busy={logIn.isPending}
          error={logIn.isError ? errorMessage(logIn.error, 'Login failed.') : undefined}
          onSubmit={verify}
          onCancel={() => {
            logIn.reset();
            setCredentials(undefined);
          }}
        />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField label="Email" name="email" type="email" autoComplete="username" required error={errors.email} />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
          <SubmitButton busy={logIn.isPending}>Login</SubmitButton>
          {logIn.isError && !asksForSecondStep(logIn.error) && <FormMessage tone="error">{errorMessage(logIn.error, 'Login failed.')}</FormMessage>}
        </form>
      )}
    </AuthLayout>
  );
}
