import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { useCodeForm } from './use-code-form.ts';

/** New recovery codes, with a current code from the app; the old ones stop working. */
export function RecoveryCodesRenewal({ left, onRenewed }: { left: number; onRenewed: (codes: string[]) => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const { missing, submit } = useCodeForm((code) => regenerate.mutate(code, { onSuccess: ({ recoveryCodes }) => onRenewed(recoveryCodes) }));

  return (
    <section aria-labelledby="renew-title" className="flex flex-col gap-3">
      <h2 id="renew-title" className="text-lg font-bold">
        Recovery codes
      </h2>
      <p className="text-sm text-stone-700">{left} of 10 left unused.</p>
      <form noValidate onSubmit={submit} className="flex max-w-sm flex-col gap-3">
        <TextField label="Code from the app, to make new ones" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={8} error={missing} />
        <Button type="submit" variant="secondary" disabled={regenerate.isPending}>
          Make new recovery codes
        </Button>
        {regenerate.isError && <FormMessage tone="error">{errorMessage(regenerate.error, 'New codes could not be made. Please try again.')}</FormMessage>}
      </form>
    </section>
  );
}
