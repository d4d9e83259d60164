import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadMyData } from '../api/account-settings.ts';

/** Saves everything Yatrika keeps about the traveller as yatrika-my-data.json. */
export function DownloadDataButton() {
  const download = useMutation({ mutationFn: downloadMyData });
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? 'Preparing...' : 'Download my data'}
      </Button>
      {download.isError && <FormMessage tone="error">{errorMessage(download.error, 'Could not prepare your data. Please try again.')}</FormMessage>}
    </div>
  );
}
