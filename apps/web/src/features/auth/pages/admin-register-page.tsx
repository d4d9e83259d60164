import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminRegister } from '../api/admin-register.ts';
import { AuthLayout, authLink } from '../components/auth-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';

/**
 * /register/admin: on first run anyone may create the first administrator, who is then signed
 * in; afterwards a signed-in administrator creates colleagues here and stays signed in.
 */
export default function AdminRegisterPage() {
  const navigate = useNavigate();
  const register = useAdminRegister();
  const [mismatch, setMismatch] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const field = (name: string) => String(form.get(name) ?? '');
    const passwordsDiffer = field('password') !== field('confirmPassword');
    setMismatch(passwordsDiffer);
    setCreated(null);
    if (passwordsDiffer) {
      register.reset();
      return;
    }
    register.mutate(
      { name: field('name'), email: field('email'), password: field('password') },
      {
        onSuccess: (answer) => {
          if (answer.signedIn) {
            void navigate(paths.adminDashboard.href);
            return;
          }
          formElement.reset();
          setCreated(`${answer.message || 'Administrator created.'} They can now log in at the admin login.`);
        },
      },
    );
  }

  return (
    <AuthLayout
      picture="admin"
      title="Admin Register"
      subtitle="Create an administrator account. The first one can be made on a new installation; after that, only an administrator can add another."
      footer={
        <p>
          Already an administrator?{' '}
          <Link to={paths.adminLogin.href} className={authLink}>
            Log in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label="Name" name="name" autoComplete="name" required />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField label="Password" name="password" type="password" autoComplete="new-password" hint="At least 8 characters." required />
        <TextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={mismatch ? 'Passwords do not match' : undefined}
        />
        <SubmitButton busy={register.isPending}>Register</SubmitButton>
        {register.isError && <FormMessage tone="error">{errorMessage(register.error, 'Registration failed. Please try again.')}</FormMessage>}
        {created && <FormMessage tone="success">{created}</FormMessage>}
      </form>
    </AuthLayout>
  );
}
