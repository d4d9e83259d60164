import type { TwoStepStatus } from '@yatrika/contract/two-step';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndiaDateTime } from '../../../lib/format.ts';
import { useForgetRememberedDevice } from '../api/forget-remembered-device.ts';

/** Browsers that skip the code, each until its date, each forgotten on request. */
export function RememberedDevices({ devices }: { devices: TwoStepStatus['rememberedDevices'] }) {
  const forget = useForgetRememberedDevice();
  return (
    <section aria-labelledby="devices-title" className="flex flex-col gap-3">
      <h2 id="devices-title" className="text-lg font-bold">
        Remembered devices
      </h2>
      {devices.length === 0 ? (
        <p className="text-sm text-stone-600">None: every sign-in asks for a code.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {devices.map((device) => (
            <li key={device._id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white p-3">
              <div className="min-w-0 text-sm">
                <p className="truncate font-semibold">{device.label || 'A browser'}</p>
                <p className="text-stone-600">
                  Remembered {formatIndiaDateTime(device.createdAt)}, until {formatIndiaDateTime(device.expiresAt)}
                </p>
              </div>
              <Button variant="secondary" size="sm" disabled={forget.isPending} onClick={() => forget.mutate(device._id)} aria-label={`Forget ${device.label || 'this browser'}`}>
                Forget
              </Button>
            </li>
          ))}
        </ul>
      )}
      {forget.isError && <FormMessage tone="error">{errorMessage(forget.error, 'The device could not be forgotten. Please try again.')}</FormMessage>}
    </section>
  );
}
