import { describeMergeMoves, type CustomerMergePreview } from '@yatrika/contract/customers';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, SelectField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fetchMergePreview } from '../api/get-merge-preview.ts';
import { useAdminUsers } from '../api/get-users.ts';
import { useMergeCustomers } from '../api/merge-customers.ts';

const fullName = (person: { firstname: string; lastname: string; username: string }) => `${person.firstname} ${person.lastname}`.trim() || person.username;

/**
 * Merging a duplicate record of the same person into this one: the operator picks the duplicate,
 * reads what will move, then confirms. The duplicate's account is closed by the merge.
 */
export function CustomerMerge({ keptId, keptName }: { keptId: string; keptName: string }) {
  const users = useAdminUsers();
  const merge = useMergeCustomers(keptId);
  const [duplicateId, setDuplicateId] = useState('');
  const [preview, setPreview] = useState<CustomerMergePreview | null>(null);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const others = users.data?.filter((user) => user._id !== keptId) ?? [];

  async function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    setPreview(null);
    if (!duplicateId) {
      setResult({ tone: 'error', text: 'Choose the duplicate record first.' });
      return;
    }
    setChecking(true);
    try {
      setPreview(await fetchMergePreview(keptId, duplicateId));
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error, 'Failed to check the merge.') });
    } finally {
      setChecking(false);
    }
  }

  function confirm() {
    if (!preview) return;
    merge.mutate(preview.duplicate._id, {
      onSuccess: (answer) => {
        setPreview(null);
        setDuplicateId('');
        setResult({ tone: 'success', text: answer.message });
      },
      onError: (error) => {
        setPreview(null);
        setResult({ tone: 'error', text: errorMessage(error, 'Failed to merge the records.') });
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        When one person has two accounts, keep this record and merge the other into it. The other account is closed and can no longer sign in.
      </p>
      <form noValidate onSubmit={(event) => void review(event)} className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Duplicate record"
          value={duplicateId}
          onChange={(event) => {
            setDuplicateId(event.target.value);
            setPreview(null);
          }}
          className="min-w-0"
          disabled={!users.data}
        >
          <option value="">{users.isError ? 'Failed to fetch users.' : users.data ? 'Choose a traveller' : 'Loading...'}</option>
          {others.map((user) => (
            <option key={user._id} value={user._id}>
              {fullName(user)} (@{user.username}, {user.email})
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" disabled={checking}>
          {checking ? 'Checking...' : 'Review merge'}
        </Button>
      </form>
      {preview && (
        <div role="region" aria-label="Merge to confirm" className="flex flex-col gap-3 rounded-xl bg-marigold-100 px-4 py-3 ring-1 ring-marigold-300">
          <p className="font-semibold text-stone-900">
            {describeMergeMoves(preview.moves)} will move from {fullName(preview.duplicate)} (@{preview.duplicate.username}) to {keptName}.
          </p>
          {preview.moves.reviewsDropped > 0 && (
            <p className="text-sm text-stone-800">
              {preview.moves.reviewsDropped === 1 ? '1 review is' : `${preview.moves.reviewsDropped} reviews are`} of a tour {keptName} reviewed too: {keptName}&apos;s own review
              stays and {preview.moves.reviewsDropped === 1 ? 'that one goes' : 'those go'}.
            </p>
          )}
          <p className="text-sm text-stone-800">The account {preview.duplicate.email} will be closed.</p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setPreview(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} disabled={merge.isPending}>
              {merge.isPending ? 'Merging...' : 'Merge records'}
            </Button>
          </div>
        </div>
      )}
      {result && <FormMessage tone={result.tone}>{result.text}</FormMessage>}
    </div>
  );
}
