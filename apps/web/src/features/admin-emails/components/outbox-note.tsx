/** Why a message may be here rather than in someone's inbox: said at the top of both outbox screens. */
export function OutboxNote() {
  return (
    <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200">
      Every email the site sends is kept here, newest first. When no mail server is configured, messages are kept here instead of being sent, so
      you can read each one exactly as it would arrive.
    </p>
  );
}
