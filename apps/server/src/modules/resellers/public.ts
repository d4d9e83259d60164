/**
 * What other modules may use of resellers, which own the `resellers` table (decision 039): who a
 * request's API key belongs to, checked against the database on every call so a revoked key is
 * refused at once on every instance, and the per-key rate limit, together in `resellerAccess`.
 */
export { resellerAccess, type ResellerAccess } from './access.ts';
export { authenticateReseller, bearerKey, type AuthenticatedReseller, type ResellerAuthentication, type ResellerRefusalReason } from './authenticate.ts';
export { resellerRequestLimit, type ResellerRateCheck } from './request-limit.ts';
