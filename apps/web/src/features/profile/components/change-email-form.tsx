import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, PasswordField, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { focusField, useFieldChecks } from '../../../lib/field-checks.ts';
import { useChangeEmail } from '../api/account-settings.ts';

/** The server's rules for an email change, loaded when a field is first left. */
const loadEmailRules = () => import('@yatrika/contract/account').then((contract) => contract.changeEmailRequest.shape);

/** The new address and the password; the address changes once the emailed link is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string | undefined }) {
  const change = useChangeEmail();
  const checks = useFieldChecks(loadEmailRules);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const values = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    const wrong = await checks.checkAll(values);
    if (wrong.length > 0) return focusField(formElement, wrong[0]);
    change.mutate(values, { onSuccess: () => formElement.reset() });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {currentEmail && (
        <p className="text-sm text-stone-700">
          Your email now: <span className="font-semibold break-all">{currentEmail}</span>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="New email" type="email" autoComplete="email" required {...checks.fieldProps('email')} />
        <PasswordField label="Password" autoComplete="current-password" required {...checks.fieldProps('password')} />
      </div>
      {change.isSuccess && <FormMessage tone="success">{change.data.message}</FormMessage>}
      {change.isError && <FormMessage tone="error">{errorMessage(change.error, 'Could not change the email. Please try again.')}</FormMessage>}
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Sending...' : 'Send confirmation link'}
        </Button>
      </div>
    </form>
  );
}
