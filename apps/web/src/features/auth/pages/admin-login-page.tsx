import { authMessages } from '@yatrika/contract/auth-messages';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminLogIn } from '../api/admin-log-in.ts';
import { AuthLayout, authLink } from '../components/auth-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** /login/admin: an administrator signs in. Both fields are required (spec §5). */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const logIn = useAdminLogIn();
  const [errors, setErrors] = useState<FieldErrors>({});

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
    // A guide lands on their departures; everyone else on the dashboard.
    logIn.mutate({ email, password }, { onSuccess: ({ user }) => void navigate(user.staffRole === 'guide' ? paths.adminGuide.href : paths.adminDashboard.href) });
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
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label="Email" name="email" type="email" autoComplete="username" required error={errors.email} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
        <SubmitButton busy={logIn.isPending}>Login</SubmitButton>
        {logIn.isError && <FormMessage tone="error">{errorMessage(logIn.error, 'Login failed.')}</FormMessage>}
      </form>
    </AuthLayout>
  );
}
