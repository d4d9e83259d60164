import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, contactMessages } from '@yatrika/contract/contact-messages';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useSendContactMessage } from '../api/contact.ts';

const sendFailed = 'Your message could not be sent. Please try again in a moment.';
const emailInvalid = 'Email must be a valid email address.';

type Field = 'name' | 'email' | 'message';

/** A message to the operator, emailed by the server. `website` is hidden from people: only robots fill it in. */
export function ContactForm() {
  const [values, setValues] = useState({ name: '', email: '', message: '', website: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendContactMessage();

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field !== 'website') setProblems((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = contactMessages.nameRequired;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) found.email = emailInvalid;
    if (!values.message.trim()) found.message = contactMessages.messageRequired;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      { name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), website: values.website },
      {
        onSuccess: (answer) => {
          setSent(answer.message);
          setValues({ name: '', email: '', message: '', website: '' });
        },
      },
    );
  }

  if (sent) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormMessage tone="success">{sent}</FormMessage>
        <Button variant="secondary" size="sm" onClick={() => setSent(null)}>
          Write another message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Write to us" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Your name" name="name" autoComplete="name" maxLength={CONTACT_NAME_MAX} value={values.name} onChange={set('name')} error={problems.name} disabled={send.isPending} />
        <TextField
          label="Your email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={problems.email}
          hint="We answer to this address."
          disabled={send.isPending}
        />
      </div>
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        value={values.message}
        onChange={set('message')}
        error={problems.message}
        placeholder="Your question, and your booking reference if it is about a booking."
        disabled={send.isPending}
      />
      {/* Hidden from people and from screen readers; a robot filling every field fills this one too. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      {send.isError && <FormMessage tone="error">{errorMessage(send.error, sendFailed)}</FormMessage>}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
