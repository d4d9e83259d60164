import { staffRoleNames, staffRoleSummaries, type StaffRole } from '@yatrika/contract/staff';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, SelectField, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useInviteColleague } from '../api/invite-colleague.ts';
import { roleOptions } from './role-select.tsx';

/** Invites a colleague: an email and a role, with what that role is for shown under it. */
export function InviteForm({ mayMakeOwners }: { mayMakeOwners: boolean }) {
  const invite = useInviteColleague();
  const roles = roleOptions(mayMakeOwners);
  const [role, setRole] = useState<StaffRole>('guide');
  const [email, setEmail] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    invite.mutate({ email, role }, { onSuccess: () => setEmail('') });
  }

  return (
    <section aria-labelledby="invite-heading" className="rounded-card bg-white p-5 shadow-card ring-1 ring-stone-200/70">
      <h2 id="invite-heading" className="text-lg font-bold">
        Invite a colleague
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-start">
        <TextField label="Email" type="email" name="email" autoComplete="off" required value={email} onChange={(event) => setEmail(event.target.value)} />
        <SelectField label="Role" name="role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)} hint={staffRoleSummaries[role]}>
          {roles.map((one) => (
            <option key={one} value={one}>
              {staffRoleNames[one]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="md:mt-7" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
      <div className="mt-3" aria-live="polite">
        {invite.isSuccess && <FormMessage tone="success">{invite.data.message}</FormMessage>}
        {invite.isError && <FormMessage tone="error">{errorMessage(invite.error, 'Could not send the invitation. Please try again.')}</FormMessage>}
      </div>
    </section>
  );
}
