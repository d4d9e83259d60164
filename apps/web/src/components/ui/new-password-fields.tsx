import { PasswordField } from './field.tsx';

/** Shown under the confirmation when the two passwords differ. */
export const PASSWORDS_DIFFER = 'Passwords do not match.';

interface NewPasswordFieldsProps {
  /** Props from useFieldChecks for the new password (its name, error, blur and change handlers). */
  password: { name: string; error?: string | undefined };
  confirmationError: string | undefined;
  onConfirmationChange: () => void;
}

/** A new password and its confirmation, each with Show / Hide, so a long password can be checked before it is sent. */
export function NewPasswordFields({ password, confirmationError, onConfirmationChange }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label="New password" autoComplete="new-password" hint="At least 8 characters." required {...password} />
      <PasswordField
        label="Confirm new password"
        name="confirmation"
        autoComplete="new-password"
        required
        error={confirmationError}
        onChange={onConfirmationChange}
      />
    </>
  );
}
