/**
 * The one error type services throw. Its code decides the HTTP status (one
 * table, below); its message is what the user reads, so write it for them.
 */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'bad_gateway';

export const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  /** A provider we depend on (payments, LLM) failed or could not be reached. */
  bad_gateway: 502,
};

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Fields answered beside `message` (never instead of it), for clients that act on them; the route's schema names them. */
    readonly fields: Readonly<Record<string, string | number | boolean>> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

export const badRequest = (message: string) => new AppError('bad_request', message);
export const unauthorized = (message: string) => new AppError('unauthorized', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const paymentRequired = (message: string) => new AppError('payment_required', message);
export const badGateway = (message: string) => new AppError('bad_gateway', message);

/** Postgres reports a unique violation as SQLSTATE 23505, on pg and PGlite alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = findDatabaseError(error);
  if (cause?.code !== '23505') return false;
  return constraint === undefined || cause.constraint === constraint;
}

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause. */
export function findDatabaseError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}
