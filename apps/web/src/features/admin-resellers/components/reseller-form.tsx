import type { CreateResellerRequest } from '@yatrika/contract/resellers';
import { resellerLimits } from '@yatrika/contract/reseller-limits';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';

/**
 * A new reseller: name, contact email and commission percent. Sent as typed (the percent as text
 * too): the server says what is wrong, in the same sentences as the API.
 */
export function ResellerForm({ saving, problem, onSave, onCancel }: { saving: boolean; problem: string | null; onSave: (form: CreateResellerRequest) => void; onCancel: () => void }) {
  const [values, setValues] = useState({ name: '', email: '', commissionPercent: '' });
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(values as unknown as CreateResellerRequest);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New reseller" className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Name" name="name" value={values.name} onChange={set('name')} maxLength={resellerLimits.nameMax} autoComplete="organization" />
        <TextField label="Contact email" name="email" type="email" value={values.email} onChange={set('email')} autoComplete="email" />
        <TextField label="Commission (%)" name="commissionPercent" inputMode="decimal" value={values.commissionPercent} onChange={set('commissionPercent')} hint="Of each booking's amount, 0 to 100." />
      </div>
      {problem && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Adding...' : 'Add reseller'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
