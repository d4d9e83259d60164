/**
 * When the signed-in owner or manager must turn on two-step sign-in by (decision 049), as the
 * admin login answered it: the banner above the admin screens reads it from here, without asking
 * the server on every screen. Cleared once two-step sign-in is on, or at the next sign-in.
 */
const KEY = 'yatrika.twoStepDue';

type Listener = () => void;
const listeners = new Set<Listener>();

export function twoStepDueBy(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setTwoStepDueBy(enrolBy: string | null | undefined): void {
  try {
    if (enrolBy) localStorage.setItem(KEY, enrolBy);
    else localStorage.removeItem(KEY);
  } catch {
    // No storage (private mode): no banner; the server still says what to do once it is due.
  }
  for (const listener of listeners) listener();
}

export function subscribeToTwoStepDue(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
