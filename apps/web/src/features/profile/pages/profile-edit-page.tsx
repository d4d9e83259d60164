import { authMessages } from '@yatrika/contract/auth-messages';
import type { Profile } from '@yatrika/contract/auth';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TravellerShell } from '../../../components/layout/traveller-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextField } from '../../../components/ui/field.tsx';
import { LoadingState } from '../../../components/ui/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { focusField, useFieldChecks } from '../../../lib/field-checks.ts';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile.ts';
import { ProfileCard } from '../components/profile-card.tsx';
import { useReportedError } from '../../../lib/use-reported-error.ts';

const FAILED = 'Error updating profile. Please try again.';

/** The server's rules for the four fields a traveller may change, loaded when a field is first left. */
const loadProfileRules = () =>
  import('@yatrika/contract/auth').then(({ registerRequest: { shape } }) => ({
    firstname: shape.firstname,
    lastname: shape.lastname,
    username: shape.username,
    phone: shape.phone,
  }));

/** Edit first name, last name, username and phone. */
export default function ProfileEditPage() {
  const { data: user, error, isPending } = useCurrentUser();

  // Spec §8: user data load failures are only logged.
  useReportedError(error, 'Could not load the profile');

  return (
    <TravellerShell>
      <div className="flex flex-col gap-6">
        <header className="mx-auto w-full max-w-3xl">
          <h1 className="text-3xl font-bold">Edit Profile</h1>
          <p className="mt-1 text-stone-600">Keep your name and contact number up to date for your bookings.</p>
        </header>
        <ProfileCard user={user}>
          {isPending ? <LoadingState>Loading your profile...</LoadingState> : <ProfileForm user={user} />}
        </ProfileCard>
      </div>
    </TravellerShell>
  );
}

function ProfileForm({ user }: { user: Profile | undefined }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [fields, setFields] = useState<ProfileChanges>({
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    username: user?.username ?? '',
    phone: user?.phone ?? '',
  });

  const checks = useFieldChecks(loadProfileRules);

  const field = (name: keyof ProfileChanges) => {
    const checked = checks.fieldProps(name);
    return {
      ...checked,
      value: fields[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setFields((current) => ({ ...current, [name]: event.target.value }));
        checked.onChange(event);
      },
    };
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const wrong = await checks.checkAll(fields);
    if (wrong.length > 0) return focusField(form, wrong[0]);
    update.mutate(fields);
  }

  // The spec's sentence always shows; the server's own reason (a taken username…) follows it.
  const reason = update.error instanceof ApiError && update.error.fromServer ? update.error.message : undefined;

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" {...field('firstname')} />
        <TextField label="Last Name" autoComplete="family-name" {...field('lastname')} />
        <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...field('username')} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
      </div>
      {update.isSuccess && <FormMessage tone="success">{authMessages.profileUpdated}</FormMessage>}
      {update.isError && (
        <FormMessage tone="error">
          {FAILED}
          {reason && <span className="mt-1 block font-normal">{reason}</span>}
        </FormMessage>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          Back
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
