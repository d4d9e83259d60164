/** Keys whose values never reach the audit log: a row says that a secret changed, never what it is. */
const SECRET_KEY = /password|secret|token|api[-_]?key|keyhash|hash|totp|recovery|otp/i;

/** A copy of the value with every secret field replaced by a mark, at any depth; dates as ISO text. */
export function withoutSecrets(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '(secret, not recorded)' : withoutSecrets(inner)]),
    );
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}
