import type { ReactNode } from 'react';

function Note({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200">{children}</p>;
}

/** Why a message may be here rather than in someone's inbox: said at the top of the outbox. */
export function OutboxNote() {
  return (
    <Note>
      Every email the site sends is kept here, newest first. When no mail server is configured, messages are kept here instead of being sent, so you
      can read each one exactly as it would arrive.
    </Note>
  );
}

/** Above a kept message: it never left, and this is how it would have read. */
export function KeptNote() {
  return <Note>No mail server is configured, so this message was kept here instead of being sent. It reads exactly as it would arrive.</Note>;
}
