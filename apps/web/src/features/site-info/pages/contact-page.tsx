import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useContactDetails } from '../api/contact.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { InfoSection, InfoShell } from '../components/info-shell.tsx';

/** How to reach the operator: the published email and phone (when set), and a form that emails them. */
export default function ContactPage() {
  const details = useContactDetails();
  const email = details.data?.email ?? null;
  const phone = details.data?.phone ?? null;

  return (
    <InfoShell title="Contact us" lead="Questions about a tour, a booking or a refund: write to us and we answer by email.">
      {(email || phone) && (
        <InfoSection id="reach-us" title="Reach the operator">
          <dl className="grid gap-4 sm:grid-cols-2">
            {email && (
              <div>
                <dt className="text-sm font-medium text-stone-500">Email</dt>
                <dd className="mt-1 break-all">
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            )}
            {phone && (
              <div>
                <dt className="text-sm font-medium text-stone-500">Phone</dt>
                <dd className="mt-1">
                  <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
                </dd>
              </div>
            )}
          </dl>
        </InfoSection>
      )}
      <InfoSection id="write" title="Write to us">
        <p>
          About a booking? Put its reference (like YT-7K3M-Q9TD) in your message. Many answers are already in the <Link to={paths.help.href}>Help centre</Link>.
        </p>
        <ContactForm />
      </InfoSection>
    </InfoShell>
  );
}
