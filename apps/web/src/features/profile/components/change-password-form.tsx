import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, PasswordField } from '../../../components/ui/field.tsx';
import { NewPasswordFields, PASSWORDS_DIFFER } from '../../../components/ui/new-password-fields.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { focusField, useFieldChecks } from '../../../lib/field-checks.ts';
import { useChangePassword } from '../api/account-settings.ts';

/** The server's rules for a password change, loaded when a field is first left. */
const loadPasswordRules = () => import('@yatrika/contract/account').then((contract) => contract.changePasswordRequest.shape);

/** Current password, then the new one twice; other devices are logged out, this one stays in. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const checks = useFieldChecks(loadPasswordRules);
  const [confirmationError, setConfirmationError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const values = { currentPassword: String(form.get('currentPassword') ?? ''), newPassword: String(form.get('newPassword') ?? '') };
    const differs = values.newPassword !== String(form.get('confirmation') ?? '');
    setConfirmationError(differs ? PASSWORDS_DIFFER : undefined);
    const wrong = await checks.checkAll(values);
    if (wrong.length > 0) return focusField(formElement, wrong[0]);
    if (differs) return focusField(formElement, 'confirmation');
    change.mutate(values, { onSuccess: () => formElement.reset() });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <PasswordField label="Current password" autoComplete="current-password" required {...checks.fieldProps('currentPassword')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields
          password={checks.fieldProps('newPassword')}
          confirmationError={confirmationError}
          onConfirmationChange={() => setConfirmationError(undefined)}
        />
      </div>
      {change.isSuccess && <FormMessage tone="success">{change.data.message}</FormMessage>}
      {change.isError && <FormMessage tone="error">{errorMessage(change.error, 'Could not change the password. Please try again.')}</FormMessage>}
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
