import type { ResellerResponse } from '@yatrika/contract/resellers';
import type { resellers } from '../../db/schema/resellers.ts';

export type ResellerRow = typeof resellers.$inferSelect;

/** Hundredths of a percent to the percent the operator typed (1250 → 12.5). */
export const percentOf = (basisPoints: number) => basisPoints / 100;

export function toResellerResponse(row: ResellerRow): ResellerResponse {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    commissionPercent: percentOf(row.commissionBasisPoints),
    keyPrefix: row.keyPrefix,
    keyIssuedAt: row.keyIssuedAt.toISOString(),
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
