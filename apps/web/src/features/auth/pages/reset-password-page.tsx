import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { focusField, useFieldChecks } from '../../../lib/field-checks.ts';
import { paths } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthLayout, authLink } from '../components/auth-layout.tsx';
import { NewPasswordFields, PASSWORDS_DIFFER } from '../../../components/ui/new-password-fields.tsx';
import { SubmitButton } from '../components/submit-button.tsx';

/** The sign-up rule for a password, loaded when the field is first left. */
const loadResetRules = () => import('@yatrika/contract/account').then((contract) => ({ password: contract.resetPasswordRequest.shape.password }));

/**
 * /reset-password?token=…: where the emailed link leads. The traveller chooses a new password
 * (typed twice); the server ends every other session and signs this browser in.
 */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const reset = useResetPassword();
  const checks = useFieldChecks(loadResetRules);
  const [confirmationError, setConfirmationError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const password = String(form.get('password') ?? '');
    const differs = password !== String(form.get('confirmation') ?? '');
    setConfirmationError(differs ? PASSWORDS_DIFFER : undefined);
    const wrong = await checks.checkAll({ password });
    if (wrong.length > 0) return focusField(formElement, wrong[0]);
    if (differs) return focusField(formElement, 'confirmation');
    reset.mutate(
      { token, password },
      { onSuccess: ({ user }) => void navigate(user.role === 'admin' ? paths.adminDashboard.href : paths.travellerHome.href, { replace: true }) },
    );
  }

  const askAgain = (
    <Link to={paths.forgotPassword.href} className={authLink}>
      Ask for a new link
    </Link>
  );

  return (
    <AuthLayout
      picture="traveller"
      title="Choose a new password"
      subtitle="Every device signed in to your account will be logged out; this one will be logged in with the new password."
      footer={<p>Link not working? {askAgain}</p>}
    >
      {!token ? (
        <FormMessage tone="error">This page needs the link from your email. Open it again, or ask for a new one.</FormMessage>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <NewPasswordFields
            password={checks.fieldProps('password')}
            confirmationError={confirmationError}
            onConfirmationChange={() => setConfirmationError(undefined)}
          />
          <SubmitButton busy={reset.isPending}>Set new password</SubmitButton>
          {reset.isError && <FormMessage tone="error">{errorMessage(reset.error, 'Could not set the password. Please try again.')}</FormMessage>}
        </form>
      )}
    </AuthLayout>
  );
}
