import { resellerLimits } from './reseller-limits.ts';

/** Every sentence about resellers and their API keys (decision 039). */
export const resellerMessages = {
  created: 'Reseller added. Copy the API key now: you will not see it again.',
  keyIssued: 'New API key issued; the old one no longer works. Copy it now: you will not see it again.',
  keyRevoked: 'API key revoked. Requests with it are refused from now on.',
  keyAlreadyRevoked: 'This API key is already revoked.',
  notFound: 'We could not find this reseller.',
  nameRequired: 'Name is required.',
  nameTooLong: `Name can be at most ${resellerLimits.nameMax} characters.`,
  emailInvalid: 'Email must be a valid email address.',
  commissionInvalid: `Commission must be a percent from ${resellerLimits.commissionMin} to ${resellerLimits.commissionMax}, with at most two decimals.`,
  monthInvalid: 'Month must be a month like 2026-04.',
  /** The API's refusals of a key, as OCTO's UNAUTHORIZED error and our own 401 carry them. */
  keyMissing: 'Send your API key as "Authorization: Bearer <key>".',
  keyUnknown: 'This API key is not valid.',
  keyRevokedOnUse: 'This API key has been revoked. Ask the operator for a new one.',
  tooManyRequests: 'Too many requests with this API key. Wait a moment and try again.',
} as const;
