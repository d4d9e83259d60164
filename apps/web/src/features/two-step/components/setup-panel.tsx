import type { TwoStepSetup } from '@yatrika/contract/two-step';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEnableTwoStep } from '../api/enable-two-step.ts';
import { useCodeForm } from './use-code-form.ts';

/** Scan the QR code (or type the key), then confirm with the code the app shows. */
export function SetupPanel({ setup, onEnabled }: { setup: TwoStepSetup; onEnabled: (recoveryCodes: string[]) => void }) {
  const enable = useEnableTwoStep();
  const { missing, submit } = useCodeForm((code) => enable.mutate(code, { onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes) }));

  return (
    <section aria-labelledby="setup-title" className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="setup-title" className="text-lg font-bold">
        Set up your authenticator app
      </h2>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-700">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <img src={setup.qrCode} alt="QR code for your authenticator app" width={192} height={192} className="size-48 rounded-lg border border-stone-200" />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-stone-700">Key to type in by hand</p>
          <p className="font-mono text-base break-all" data-testid="manual-key">
            {setup.manualKey}
          </p>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="flex max-w-sm flex-col gap-3">
        <TextField label="Code from the app" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={8} required error={missing} />
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? 'Turning on…' : 'Turn on two-step sign-in'}
        </Button>
        {enable.isError && <FormMessage tone="error">{errorMessage(enable.error, 'Two-step sign-in could not be turned on. Please try again.')}</FormMessage>}
      </form>
    </section>
  );
}
