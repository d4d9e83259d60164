import { useCancellationPolicy } from '../../../lib/cancellation-policy.ts';

interface CancellationPolicyNoteProps {
  /** Where it sits decides its colour and size; the words are always the server's line. */
  className: string;
}

/**
 * The cancellation policy in one line, stated before the traveller pays. Nothing while it
 * loads or when it cannot be read: the page is whole without it, and a placeholder sentence
 * would promise a rule the server has not stated.
 */
export function CancellationPolicyNote({ className }: CancellationPolicyNoteProps) {
  const policy = useCancellationPolicy();
  if (!policy.data) return null;
  return (
    <p className={`flex items-start gap-2 ${className}`}>
      <ShieldIcon />
      <span>{policy.data.policy}</span>
    </p>
  );
}

function ShieldIcon() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
      <path
        fill="currentColor"
        d="M10 1.5 3 4v5.2c0 4.3 3 7.9 7 9.3 4-1.4 7-5 7-9.3V4l-7-2.5zm-1.1 11.7L5.7 10l1.3-1.3 1.9 1.9 4.1-4.1 1.3 1.3-5.4 5.4z"
      />
    </svg>
  );
}
