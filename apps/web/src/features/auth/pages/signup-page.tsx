import type { RegisterRequest } from '@yatrika/contract/auth';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { loginHref, useReturnPath } from '../../../lib/return-to.ts';
import { FormMessage, SelectField, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AuthLayout, authLink } from '../components/auth-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';

// A type import only: the contract's runtime module would bring zod into this page's chunk.
const genders = ['Male', 'Female', 'Other'] as const satisfies readonly RegisterRequest['gender'][];

/** /signup: a new traveller account; the server checks the fields and its message is shown. */
export default function SignupPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const returnTo = useReturnPath();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    signUp.mutate(
      {
        firstname: field('firstname'),
        lastname: field('lastname'),
        username: field('username'),
        email: field('email'),
        phone: field('phone'),
        // The server names the problem when no gender is chosen.
        gender: field('gender') as RegisterRequest['gender'],
        password: field('password'),
      },
      { onSuccess: () => void navigate(returnTo ?? paths.travellerHome.href, { replace: true }) },
    );
  }

  return (
    <AuthLayout
      picture="traveller"
      title="Create your account"
      subtitle="Save tours to your wishlist, book and pay online, and share your trips with other travellers."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={loginHref(returnTo)} className={authLink}>
            Log in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" name="firstname" autoComplete="given-name" required />
          <TextField label="Last name" name="lastname" autoComplete="family-name" required />
        </div>
        <TextField label="Username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required />
          <SelectField label="Gender" name="gender" defaultValue="" required>
            <option value="">Select Gender</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField label="Password" name="password" type="password" autoComplete="new-password" hint="At least 8 characters." required />
        <SubmitButton busy={signUp.isPending}>Next</SubmitButton>
        {signUp.isError && <FormMessage tone="error">{errorMessage(signUp.error, 'Signup failed.')}</FormMessage>}
      </form>
    </AuthLayout>
  );
}
