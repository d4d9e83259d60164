import type { Role } from '@yatrika/contract/auth';

/** The spec keeps the session token in local storage under "token". */
const TOKEN_KEY = 'token';
/** A staff account's role and permissions as its sign-in answered them (lib/staff-access.ts). */
const STAFF_KEY = 'staff';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** A new session: whatever the previous account's sign-in said about its staff role goes with it. */
export function setToken(token: string): void {
  localStorage.removeItem(STAFF_KEY);
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(STAFF_KEY);
  notify();
}

/** What the staff account's sign-in said it may do, as stored (JSON), or null: read by lib/staff-access.ts. */
export function getStoredStaff(): string | null {
  try {
    return localStorage.getItem(STAFF_KEY);
  } catch {
    return null;
  }
}

export function setStoredStaff(json: string): void {
  localStorage.setItem(STAFF_KEY, json);
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
    if (event.key === TOKEN_KEY || event.key === STAFF_KEY) listener();
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
