import type { Role } from '@yatrika/contract/auth';

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
  localStorage.removeItem(PERMISSIONS_KEY);
  notify();
}

/** A staff account's permissions as its sign-in answered them, to show only what it may do. */
const PERMISSIONS_KEY = 'staffPermissions';

export function setStaffPermissions(permissions: readonly string[] | undefined): void {
  if (permissions) localStorage.setItem(PERMISSIONS_KEY, JSON.stringify(permissions));
  else localStorage.removeItem(PERMISSIONS_KEY);
}

/**
 * Whether the signed-in staff account may do this, read only to hide what it cannot; the server
 * checks every call. A sign-in from before permissions were kept has none stored: it was an
 * administrator's, and every administrator then became an owner, so it may.
 */
export function staffMayHere(permission: string): boolean {
  try {
    const stored = localStorage.getItem(PERMISSIONS_KEY);
    if (stored === null) return true;
    const permissions: unknown = JSON.parse(stored);
    return Array.isArray(permissions) && permissions.includes(permission);
  } catch {
    return false;
  }
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
