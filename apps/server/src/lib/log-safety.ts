/**
 * What may be logged of an error. Drizzle's query errors read "Failed query: <sql>\nparams: <values>",
 * and the values are what a request carried or a row held: emails, phones, password hashes, tokens.
 * Logs keep the class, the codes, the SQL text without its parameters and the stack frames; the
 * parameters never, and anything in a message that looks like a hash, a token or an address is masked.
 */

export interface SafeError {
  type: string;
  message: string;
  /** SQLSTATE for database errors, Node's or a library's code otherwise. */
  code?: string;
  /** The SQL of a failed query, without its parameters. */
  query?: string;
  stack?: string;
  cause?: SafeError;
}

const secretPatterns: [RegExp, string][] = [
  // argon2, bcrypt and other modular-crypt password hashes
  [/\$(argon2(?:id|i|d)|2[abxy]?|scrypt|pbkdf2[\w-]*)\$[^\s,'")\]]+/gi, '[hash]'],
  // JWTs and other long base64url tokens
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [token]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  // Phone numbers and other long digit runs
  [/\+?\d[\d\s-]{6,}\d/g, '[number]'],
];

/** The message without Drizzle's "params: …" part and with secret-looking text masked. */
export function safeMessage(message: string): string {
  let text = message.replace(/\n?\s*params:[\s\S]*$/, '');
  for (const [pattern, replacement] of secretPatterns) text = text.replace(pattern, replacement);
  return text;
}

/** SQL text is ours (values travel as parameters), but mask anything that looks like a value anyway. */
function safeQuery(query: string): string {
  return safeMessage(query.replace(/'(?:[^']|'')*'/g, "'…'"));
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: safeMessage(String(error)) };
  const details = error as Error & { code?: unknown; query?: unknown; cause?: unknown };
  const message = safeMessage(error.message);
  const safe: SafeError = { type: error.constructor?.name || error.name, message };
  if (typeof details.code === 'string' || typeof details.code === 'number') safe.code = String(details.code);
  if (typeof details.query === 'string') safe.query = safeQuery(details.query);
  if (error.stack) {
    // The stack's first lines repeat the message (with the parameters): keep only the frames.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    safe.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  }
  if (details.cause !== undefined && depth < 4) safe.cause = safeError(details.cause, depth + 1);
  return safe;
}

/** For one-line reports (boot failures, provider reasons): the message and its causes' messages, made safe. */
export function safeErrorText(error: unknown): string {
  const parts: string[] = [];
  let current: SafeError | undefined = safeError(error);
  while (current) {
    parts.push(current.code ? `${current.message} (${current.code})` : current.message);
    current = current.cause;
  }
  return parts.join(': ');
}

/**
 * pino `redact` paths for the app's logger: credentials in request headers, and the usual names
 * of secrets anywhere in a logged object, one or two levels deep.
 */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-razorpay-signature"]',
  'res.headers["set-cookie"]',
  ...['password', 'passwordHash', 'token', 'secret', 'params', 'authorization', 'apiKey', 'keySecret'].flatMap((key) => [
    key,
    `*.${key}`,
    `*.*.${key}`,
  ]),
];
