import { clearToken, getToken, sessionRole } from './session.ts';

/** An answer other than 2xx. `message` is the server's `{message}` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** True when the server gave its own message (shown to the user as is). */
    readonly fromServer: boolean,
    /** The answer's JSON, for fields beside `message` a screen acts on (a move outside the schedule). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Public calls (login, register, public lists) go without the bearer token. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** What to do when a signed-in call answers 401: set by the app (clear session, go to login). */
let onSessionExpired: (role: 'traveller' | 'admin' | null) => void = () => {};
export function handleSessionExpired(handler: typeof onSessionExpired): void {
  onSessionExpired = handler;
}

/**
 * The one way the web app calls the API: same origin, bearer token from local storage,
 * JSON in and out, errors as ApiError with the server's message.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await send<T>(path, request)).data;
}

/**
 * One page of a paginated list: the answer, and the cursor of the next page that the server
 * announces in the X-Next-Cursor header (undefined on the last page).
 */
export async function apiFetchPage<T>(path: string, request: ApiRequest = {}): Promise<{ data: T; nextCursor: string | undefined }> {
  const { data, headers } = await send<T>(path, request);
  return { data, nextCursor: headers.get('X-Next-Cursor') ?? undefined };
}

/**
 * A file the API makes for the signed-in user (a calendar entry), fetched with the token a plain
 * link could not send; errors as apiFetch's.
 */
export async function apiDownload(path: string, request: ApiRequest = {}): Promise<Blob> {
  return (await send<Blob>(path, request, 'file')).data;
}

async function send<T>(path: string, request: ApiRequest, answer: 'json' | 'file' = 'json'): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', body, auth = true, signal } = request;
  const headers: Record<string, string> = { Accept: answer === 'json' ? 'application/json' : '*/*' };
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await fetch(`/api${path}`, { method, headers, body: payload, signal });
  const data: unknown =
    response.status === 204 ? undefined : answer === 'file' && response.ok ? await response.blob() : await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && token) {
      const role = sessionRole(token);
      clearToken();
      onSessionExpired(role);
    }
    const message = messageOf(data);
    throw new ApiError(response.status, message ?? `Request failed (${response.status})`, message !== undefined, data);
  }
  return { data: data as T, headers: response.headers };
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  return undefined;
}

/** The server's message when it sent one, else the screen's own fallback sentence from the spec. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
