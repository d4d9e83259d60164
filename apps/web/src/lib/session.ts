import type { Role } from '@yatrika/contract/auth';
import { forgetStaffRole } from './staff-role.ts';

/** The spec keeps the session token in local storage under "token". */
const TOKEN_KEY = 'token';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  forgetStaffRole();
  notify();
}

/**
 * The role claim of the stored token, read only to choose pages and menus.
 * The server checks the signature and the role on every call.
 */
export function sessionRole(token = getToken()): Role | null {
  const claims = claimsOf(token);
  if (!claims) return null;
  if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return null;
  return claims.role === 'admin' || claims.role === 'traveller' ? claims.role : null;
}

/** Whose the stored token is (its subject claim), to end that one session only; the server checks it on every call. */
export function sessionUserId(token = getToken()): string | null {
  const subject = claimsOf(token)?.sub;
  return typeof subject === 'string' ? subject : null;
}

function claimsOf(token: string | null): { role?: unknown; exp?: unknown; sub?: unknown } | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown; exp?: unknown; sub?: unknown };
  } catch {
    return null;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets components re-render when the session starts or ends (useSyncExternalStore). */
export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify() {
  for (const listener of listeners) listener();
}
