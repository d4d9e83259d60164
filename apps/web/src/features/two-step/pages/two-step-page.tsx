import type { TwoStepSetup } from '@yatrika/contract/two-step';
import { useState } from 'react';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useDisableTwoStep } from '../api/disable-two-step.ts';
import { useTwoStepStatus } from '../api/get-two-step-status.ts';
import { useStartTwoStepSetup } from '../api/start-two-step-setup.ts';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel.tsx';
import { RecoveryCodesRenewal } from '../components/recovery-codes-renewal.tsx';
import { RememberedDevices } from '../components/remembered-devices.tsx';
import { SetupPanel } from '../components/setup-panel.tsx';

/**
 * /admindashboard/two-step: the signed-in staff account's own two-step sign-in. Set it up with a
 * QR code, keep the recovery codes (shown once), forget remembered devices, make new codes, and,
 * for roles where it is optional, turn it off.
 */
export default function TwoStepPage() {
  const status = useTwoStepStatus();
  const startSetup = useStartTwoStepSetup();
  const disable = useDisableTwoStep();
  const [setup, setSetup] = useState<TwoStepSetup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  function begin() {
    startSetup.mutate(undefined, { onSuccess: setSetup });
  }

  let content;
  if (recoveryCodes) content = <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />;
  else if (setup)
    content = (
      <SetupPanel
        setup={setup}
        onEnabled={(codes) => {
          setSetup(undefined);
          setRecoveryCodes(codes);
        }}
      />
    );
  else if (status.isPending) content = <LoadingState />;
  else if (status.isError) content = <ErrorState onRetry={() => void status.refetch()}>Failed to load your two-step sign-in. Please try again.</ErrorState>;
  else if (!status.data.enabled)
    content = (
      <section className="flex max-w-2xl flex-col gap-4">
        <p className="text-stone-700">
          Two-step sign-in asks for a 6-digit code from an app on your phone after your password, so a stolen password alone cannot reach your account.
        </p>
        {status.data.required && status.data.enrolBy && (
          <p className="font-semibold text-stone-800">Owners and managers must turn it on by {formatLongDate(status.data.enrolBy.slice(0, 10))}.</p>
        )}
        <div>
          <Button onClick={begin} disabled={startSetup.isPending}>
            Set up two-step sign-in
          </Button>
        </div>
        {startSetup.isError && <FormMessage tone="error">{errorMessage(startSetup.error, 'The set-up could not start. Please try again.')}</FormMessage>}
      </section>
    );
  else
    content = (
      <div className="flex max-w-2xl flex-col gap-8">
        <p className="font-semibold text-green-800">Two-step sign-in is on.</p>
        <RecoveryCodesRenewal left={status.data.recoveryCodesLeft} onRenewed={setRecoveryCodes} />
        <RememberedDevices devices={status.data.rememberedDevices} />
        <section aria-labelledby="phone-title" className="flex flex-col gap-3">
          <h2 id="phone-title" className="text-lg font-bold">
            A new phone
          </h2>
          <p className="text-sm text-stone-700">Set up the app again on the new phone: the old one stops working once the new one's code is entered.</p>
          <div>
            <Button variant="secondary" onClick={begin} disabled={startSetup.isPending}>
              Move to a new phone
            </Button>
          </div>
          {startSetup.isError && <FormMessage tone="error">{errorMessage(startSetup.error, 'The set-up could not start. Please try again.')}</FormMessage>}
        </section>
        {!status.data.required && (
          <section aria-labelledby="off-title" className="flex flex-col gap-3">
            <h2 id="off-title" className="text-lg font-bold">
              Turn off
            </h2>
            <div>
              <Button variant="danger" onClick={() => disable.mutate()} disabled={disable.isPending}>
                Turn off two-step sign-in
              </Button>
            </div>
            {disable.isError && <FormMessage tone="error">{errorMessage(disable.error, 'It could not be turned off. Please try again.')}</FormMessage>}
          </section>
        )}
      </div>
    );

  return <AdminShell title="Two-step sign-in">{content}</AdminShell>;
}
