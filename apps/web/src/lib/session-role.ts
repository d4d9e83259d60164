import { useSyncExternalStore } from 'react';
import { getToken, sessionRole, subscribeToSession } from './session.ts';

/** Who is signed in on this browser (from the stored token), re-rendering when that changes. */
export function useSessionRole() {
  return useSyncExternalStore(subscribeToSession, () => sessionRole(getToken()), () => null);
}
