import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { TravellerShell } from '../../../components/layout/traveller-shell.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/states.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { ProfileCard } from '../components/profile-card.tsx';
import { useReportedError } from '../../../lib/use-reported-error.ts';

/** The read-only profile overview. */
export default function ProfilePage() {
  const navigate = useNavigate();
  const { data: user, error, isPending } = useCurrentUser();

  // Spec §8: user data load failures are only logged.
  useReportedError(error, 'Could not load the profile');

  const details: [string, string][] = user
    ? [
        ['First Name', user.firstname],
        ['Last Name', user.lastname],
        ['Username', user.username],
        ['Mobile Number', user.phone],
        ['Gender', user.gender ?? 'Not specified'],
        ['Email', user.email],
      ]
    : [];

  return (
    <TravellerShell>
      <div className="flex flex-col gap-6">
        <header className="mx-auto w-full max-w-3xl">
          <h1 className="text-3xl font-bold">Profile Settings</h1>
          <p className="mt-1 text-stone-600">Your account details, as other travellers and our team see them.</p>
        </header>
        <ProfileCard user={user}>
          {isPending ? (
            <LoadingState>Loading your profile...</LoadingState>
          ) : !user ? (
            <p className="rounded-xl bg-stone-100 px-4 py-6 text-center text-stone-600">Your profile details will appear here.</p>
          ) : (
            <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
              {details.map(([label, value]) => (
                <div key={label} className="min-w-0 border-b border-stone-100 pb-4">
                  <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
                  <dd className="mt-1 font-medium break-words text-stone-900">{value}</dd>
                </div>
              ))}
              <div className="min-w-0 border-b border-stone-100 pb-4">
                <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Password</dt>
                <dd className="mt-1 font-medium tracking-widest text-stone-900">
                  <span aria-hidden="true">••••••••</span>
                  <span className="sr-only">Hidden</span>
                </dd>
              </div>
            </dl>
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void navigate(-1)}>
              Back
            </Button>
            <ButtonLink to={paths.profileEdit.href}>Edit Profile</ButtonLink>
            <ButtonLink variant="secondary" to={paths.accountSettings.href}>
              Account Settings
            </ButtonLink>
          </div>
        </ProfileCard>
      </div>
    </TravellerShell>
  );
}
