import { formatIndiaDateTime } from '../../../lib/format.ts';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { NewPasswordFields, PASSWORDS_DIFFER } from '../../../components/ui/new-password-fields.tsx';
import { LoadingState } from '../../../components/ui/states.tsx';
import { Brand } from '../../../components/layout/brand.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { focusField, useFieldChecks } from '../../../lib/field-checks.ts';
import { paths } from '../../../lib/paths.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';

/** The server's own rules for the two fields, loaded when a field is first left. */
const loadRules = () => import('@yatrika/contract/team').then((contract) => ({ name: contract.acceptInvitationRequest.shape.name, password: contract.acceptInvitationRequest.shape.password }));

/**
 * /staff-invitation?token=…: where the emailed invitation to the team leads. It says who invites,
 * with which role and until when; the colleague sets a name and a password and lands in the admin
 * area (a guide on the guide's screen).
 */
export default function StaffInvitationPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const checks = useFieldChecks(loadRules);
  const [confirmationError, setConfirmationError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const name = String(form.get('name') ?? '');
    const password = String(form.get('password') ?? '');
    const differs = password !== String(form.get('confirmation') ?? '');
    setConfirmationError(differs ? PASSWORDS_DIFFER : undefined);
    const wrong = await checks.checkAll({ name, password });
    if (wrong.length > 0) return focusField(formElement, wrong[0]);
    if (differs) return focusField(formElement, 'confirmation');
    accept.mutate(
      { token, name, password },
      { onSuccess: ({ user }) => void navigate(user.staffRole === 'guide' ? paths.adminGuide.href : paths.adminDashboard.href, { replace: true }) },
    );
  }

  let content;
  if (!token) content = <FormMessage tone="error">This page needs the link from your invitation email. Open it again from the email.</FormMessage>;
  else if (invitation.isPending) content = <LoadingState />;
  else if (invitation.isError) content = <FormMessage tone="error">{errorMessage(invitation.error, 'Could not read the invitation. Please try again.')}</FormMessage>;
  else
    content = (
      <>
        <p className="text-stone-700">
          {invitation.data.invitedBy} invites <strong className="break-all">{invitation.data.email}</strong> to work on Yatrika as{' '}
          <strong>{invitation.data.roleName}</strong>: {invitation.data.roleSummary}
        </p>
        <p className="text-sm text-stone-600">The link works until {formatIndiaDateTime(invitation.data.expiresAt)}.</p>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <TextField label="Your name" autoComplete="name" required {...checks.fieldProps('name')} />
          <NewPasswordFields password={checks.fieldProps('password')} confirmationError={confirmationError} onConfirmationChange={() => setConfirmationError(undefined)} />
          <Button type="submit" size="lg" disabled={accept.isPending}>
            {accept.isPending ? 'Joining...' : 'Join the team'}
          </Button>
          {accept.isError && <FormMessage tone="error">{errorMessage(accept.error, 'Could not join the team. Please try again.')}</FormMessage>}
        </form>
      </>
    );

  return (
    <div className="min-h-screen bg-stone-50 px-4 py-8">
      <main className="mx-auto flex max-w-md flex-col gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-stone-200/70">
        <Brand />
        <h1 className="text-2xl font-bold">Join the team</h1>
        {content}
      </main>
    </div>
  );
}
