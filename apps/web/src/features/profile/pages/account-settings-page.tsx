import { TravellerShell } from '../../../components/layout/traveller-shell.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { useReportedError } from '../../../lib/use-reported-error.ts';
import { ChangeEmailForm } from '../components/change-email-form.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { DownloadDataButton } from '../components/download-data-button.tsx';
import { SettingsSection } from '../components/settings-section.tsx';

/** The traveller's control of their account: password, email, a copy of their data, deleting it. */
export default function AccountSettingsPage() {
  const { data: user, error } = useCurrentUser();
  useReportedError(error, 'Could not load the profile');

  return (
    <TravellerShell>
      <div className="flex flex-col gap-6">
        <header className="mx-auto flex w-full max-w-3xl flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold">Account Settings</h1>
            <p className="mt-1 text-stone-600">Your password, your email, your data and your account.</p>
          </div>
          <ButtonLink variant="secondary" to={paths.profile.href}>
            Back to profile
          </ButtonLink>
        </header>
        <SettingsSection title="Change password" description="Every other device signed in to your account will be logged out.">
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection title="Change email" description="We send a link to the new address; your email changes when you open it.">
          <ChangeEmailForm currentEmail={user?.email} />
        </SettingsSection>
        <SettingsSection title="Download my data" description="Your account, bookings, reviews, moments, comments and wishlist, as a JSON file.">
          <DownloadDataButton />
        </SettingsSection>
        <SettingsSection
          title="Delete my account"
          tone="danger"
          description="Upcoming bookings are cancelled and refunded by the cancellation policy. This cannot be undone."
        >
          <DeleteAccountSection />
        </SettingsSection>
      </div>
    </TravellerShell>
  );
}
