// Small HTTP helpers for the crash and scale-out commands.

/** India's calendar day `days` from today (YYYY-MM-DD), the calendar bookings use. */
export function dayFromToday(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** One JSON request; answers { status, body } and never throws for an HTTP status (it does when the connection fails). */
export async function request(base, method, path, { token, body, timeoutMs = 15_000 } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed };
}

/** Like request, but throws unless the answer is 2xx. */
export async function expectOk(base, method, path, options) {
  const answer = await request(base, method, path, options);
  if (answer.status < 200 || answer.status > 299) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const median = (values) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
