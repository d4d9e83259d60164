import type { RegisterRequest } from '@yatrika/contract/auth';
import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { loginHref, useReturnPath } from '../../../lib/return-to.ts';
import { useSignInReason } from '../../../lib/sign-in-reason.ts';
import { FormMessage, PasswordField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { focusField, useFieldChecks } from '../../../lib/field-checks.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AuthLayout, authLink } from '../components/auth-layout.tsx';
import { signupAllRequired, signupHints, signupLastStep, signupLastStepBooking } from '../components/signup-hints.ts';
import { SubmitButton } from '../components/submit-button.tsx';

// A type import only: the contract's runtime module would bring zod into this page's chunk.
const genders = ['Male', 'Female', 'Other'] as const satisfies readonly RegisterRequest['gender'][];

/** The server's signup rules, loaded when the traveller first leaves a field. */
const loadSignupRules = () => import('@yatrika/contract/auth').then((contract) => contract.registerRequest.shape);

/**
 * /signup: a new traveller account in one step; the server checks the fields and its message is
 * shown. Each field says what it is for, and the line above Next says that it is the last step.
 */
export default function SignupPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const returnTo = useReturnPath();
  const why = useSignInReason();
  const checks = useFieldChecks(loadSignupRules);
  const lastStepId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const field = (name: string) => String(form.get(name) ?? '');
    const details = {
      firstname: field('firstname'),
      lastname: field('lastname'),
      username: field('username'),
      email: field('email'),
      phone: field('phone'),
      // The server names the problem when no gender is chosen.
      gender: field('gender') as RegisterRequest['gender'],
      password: field('password'),
    };
    const wrong = await checks.checkAll(details);
    if (wrong.length > 0) return focusField(formElement, wrong[0]);
    signUp.mutate(details, { onSuccess: () => void navigate(returnTo ?? paths.travellerHome.href, { replace: true }) });
  }

  return (
    <AuthLayout
      picture="traveller"
      notice={why?.sentence}
      title="Create your account"
      subtitle="Save tours to your wishlist, book and pay online, and share your trips with other travellers."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={loginHref(returnTo, why?.reason)} className={authLink}>
            Log in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <p className="text-sm text-stone-600">{signupAllRequired}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" required hint={signupHints.firstname} {...checks.fieldProps('firstname')} />
          <TextField label="Last name" autoComplete="family-name" required hint={signupHints.lastname} {...checks.fieldProps('lastname')} />
        </div>
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint={signupHints.username}
          {...checks.fieldProps('username')}
        />
        <TextField label="Email" type="email" autoComplete="email" required hint={signupHints.email} {...checks.fieldProps('email')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" required hint={signupHints.phone} {...checks.fieldProps('phone')} />
          <SelectField label="Gender" defaultValue="" required hint={signupHints.gender} {...checks.fieldProps('gender')}>
            <option value="">Select Gender</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </SelectField>
        </div>
        <PasswordField label="Password" autoComplete="new-password" hint={signupHints.password} required {...checks.fieldProps('password')} />
        <p id={lastStepId} className="mt-2 text-sm font-medium text-stone-700">
          {why?.reason === 'book' ? signupLastStepBooking : signupLastStep}
        </p>
        <SubmitButton busy={signUp.isPending} describedBy={lastStepId}>
          Next
        </SubmitButton>
        {signUp.isError && <FormMessage tone="error">{errorMessage(signUp.error, 'Signup failed.')}</FormMessage>}
      </form>
    </AuthLayout>
  );
}
