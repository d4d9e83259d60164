import type { GuideAccount } from '@yatrika/contract/guides';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { useGuideAccounts } from '../../lib/guide-accounts.ts';
import { Button } from '../ui/button.tsx';
import { FormMessage } from '../ui/field.tsx';
import { ErrorState } from '../ui/states.tsx';

/**
 * The guides of a tour or of one departure: a tick for each staff account whose role is guide,
 * saved on its own button (assigning is its own change, with its own permission and audit row).
 */
export function GuidesField({
  legend,
  hint,
  assigned,
  onSave,
}: {
  legend: string;
  hint: string;
  /** The guides assigned now. */
  assigned: readonly GuideAccount[];
  /** Saves the whole list; answers the server's sentence. */
  onSave: (guideIds: string[]) => Promise<string>;
}) {
  const choices = useGuideAccounts();
  const [chosen, setChosen] = useState(() => new Set(assigned.map((guide) => guide._id)));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  function toggle(id: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ text: await onSave([...chosen]), error: false });
    } catch (error) {
      setNotice({ text: errorMessage(error, 'The guides could not be saved.'), error: true });
    } finally {
      setBusy(false);
    }
  }

  // Guides assigned before their account changed role stay listed, so they can be taken off.
  const listed = [...(choices.data ?? []), ...assigned.filter((guide) => !choices.data?.some((choice) => choice._id === guide._id))];
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="text-base font-semibold">{legend}</legend>
        <p className="text-sm text-stone-600">{hint}</p>
        {choices.isPending ? (
          <p className="text-sm text-stone-600">Loading the guides...</p>
        ) : choices.isError ? (
          <ErrorState onRetry={() => void choices.refetch()}>The guides could not be loaded.</ErrorState>
        ) : listed.length === 0 ? (
          <p className="text-sm text-stone-700">No staff account has the Guide role yet.</p>
        ) : (
          listed.map((guide) => (
            <label key={guide._id} className="flex min-h-11 items-center gap-3 rounded-xl px-2 hover:bg-stone-50">
              <input type="checkbox" className="size-5" checked={chosen.has(guide._id)} onChange={(event) => toggle(guide._id, event.target.checked)} />
              <span>
                {guide.name}
                <span className="block text-xs text-stone-600">
                  {guide.email}
                  {guide.suspended ? ' · suspended' : ''}
                </span>
              </span>
            </label>
          ))
        )}
      </fieldset>
      {notice && <FormMessage tone={notice.error ? 'error' : 'success'}>{notice.text}</FormMessage>}
      <div>
        <Button type="submit" variant="secondary" disabled={busy || !choices.isSuccess}>
          {busy ? 'Saving...' : 'Save guides'}
        </Button>
      </div>
    </form>
  );
}
