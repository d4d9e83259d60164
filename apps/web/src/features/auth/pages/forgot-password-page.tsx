import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { focusField, useFieldChecks } from '../../../lib/field-checks.ts';
import { paths } from '../../../lib/paths.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { AuthLayout, authLink } from '../components/auth-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';

/** The server's rule for the email, loaded when the field is first left. */
const loadForgotRules = () => import('@yatrika/contract/account').then((contract) => contract.forgotPasswordRequest.shape);

/**
 * /forgot-password: the traveller types their email and we send a reset link. The answer is the
 * same whether or not an account uses the address, so the page says only that.
 */
export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const checks = useFieldChecks(loadForgotRules);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const email = String(new FormData(formElement).get('email') ?? '');
    const wrong = await checks.checkAll({ email });
    if (wrong.length > 0) return focusField(formElement, wrong[0]);
    request.mutate({ email });
  }

  return (
    <AuthLayout
      picture="traveller"
      title="Forgot your password?"
      subtitle="Type the email of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to={paths.login.href} className={authLink}>
            Back to log in
          </Link>
        </p>
      }
    >
      {request.isSuccess ? (
        <FormMessage tone="success">{request.data.message}</FormMessage>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <TextField label="Email" type="email" autoComplete="email" required {...checks.fieldProps('email')} />
          <SubmitButton busy={request.isPending}>Send reset link</SubmitButton>
          {request.isError && <FormMessage tone="error">{errorMessage(request.error, 'Could not send the link. Please try again.')}</FormMessage>}
        </form>
      )}
    </AuthLayout>
  );
}
