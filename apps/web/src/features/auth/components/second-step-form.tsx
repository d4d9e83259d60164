import { REMEMBERED_DEVICE_DAYS, twoStepMessages } from '@yatrika/contract/two-step-rules';
import { useState, type FormEvent } from 'react';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { SubmitButton } from './submit-button.tsx';

export interface SecondStepAnswer {
  code?: string;
  recoveryCode?: string;
  rememberDevice: boolean;
}

/**
 * The admin login's second step: the 6-digit code from the authenticator app, or one of the
 * recovery codes, and whether to remember this browser for 30 days.
 */
export function SecondStepForm({ busy, error, onSubmit, onCancel }: { busy: boolean; error: string | undefined; onSubmit: (answer: SecondStepAnswer) => void; onCancel: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [missing, setMissing] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = String(form.get(useRecovery ? 'recoveryCode' : 'code') ?? '').trim();
    if (!value) {
      setMissing(useRecovery ? 'Enter one of your recovery codes.' : twoStepMessages.codeRequired);
      return;
    }
    setMissing(undefined);
    const rememberDevice = form.get('rememberDevice') === 'on';
    onSubmit(useRecovery ? { recoveryCode: value, rememberDevice: false } : { code: value, rememberDevice });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Second step">
      <p className="text-sm text-stone-700">
        {useRecovery ? 'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each works once.' : twoStepMessages.codeRequired}
      </p>
      {useRecovery ? (
        <TextField key="recovery" label="Recovery code" name="recoveryCode" autoComplete="off" autoCapitalize="none" spellCheck={false} required error={missing} />
      ) : (
        <TextField key="code" label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={8} required error={missing} />
      )}
      {!useRecovery && (
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <input type="checkbox" name="rememberDevice" className="size-4 rounded border-stone-300" />
          Remember this device for {REMEMBERED_DEVICE_DAYS} days
        </label>
      )}
      <SubmitButton busy={busy}>Verify</SubmitButton>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="font-semibold text-brand-700 underline" onClick={() => { setMissing(undefined); setUseRecovery(!useRecovery); }}>
          {useRecovery ? 'Use the code from the app instead' : 'Use a recovery code instead'}
        </button>
        <button type="button" className="text-stone-600 underline" onClick={onCancel}>
          Back
        </button>
      </div>
    </form>
  );
}
