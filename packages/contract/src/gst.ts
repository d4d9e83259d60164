/**
 * GST on a price that already includes it (decision 033). Pure integer arithmetic in paise, so the
 * server's invoice and anything the web shows read the same figures. The rate is in basis points
 * (5% = 500) so a rate with decimals (e.g. 2.5%) stays whole.
 */

import { hasAtMostDecimals } from './client-numbers.ts';

/** SAC 998552: tour operator services. */
export const TOUR_OPERATOR_SAC = '998552';
export const DEFAULT_GST_RATE_PERCENT = 5;

export interface GstSplit {
  /** What the price is worth before tax. */
  taxablePaise: number;
  /** All the tax: `totalPaise − taxablePaise`. */
  taxPaise: number;
  /** Within the operator's state: central and state tax, half each; CGST takes an odd paisa. */
  cgstPaise: number;
  sgstPaise: number;
  /** Across states: integrated tax, all of it. */
  igstPaise: number;
}

/** "5" → 500, "2.5" → 250: at most two decimals. Undefined for anything else or outside 0–100%. */
export function rateBasisPoints(percent: number): number | undefined {
  if (typeof percent !== 'number' || !hasAtMostDecimals(percent, 2)) return undefined;
  const basisPoints = Math.round(percent * 100);
  return basisPoints >= 0 && basisPoints <= 10_000 ? basisPoints : undefined;
}

/**
 * Splits a tax-inclusive total: taxable value = round(total × 100 / (100 + rate)) half up to the
 * paisa, tax = total − taxable; within one state CGST = SGST = half the tax with CGST taking an odd
 * paisa, across states IGST = the tax. The parts always add up to the total and none is negative.
 */
export function splitInclusiveTotal(totalPaise: number, rateBp: number, intraState: boolean): GstSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError('totalPaise must be a whole number of paise, 0 or more');
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new RangeError('rateBp must be 0 to 10000');
  // Half up in whole numbers: floor((2 × total × 10000 + divisor) / (2 × divisor)). BigInt keeps it exact for any safe total.
  const divisor = BigInt(10_000 + rateBp);
  const taxablePaise = Number((2n * BigInt(totalPaise) * 10_000n + divisor) / (2n * divisor));
  const taxPaise = totalPaise - taxablePaise;
  if (!intraState) return { taxablePaise, taxPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const sgstPaise = Math.floor(taxPaise / 2);
  return { taxablePaise, taxPaise, cgstPaise: taxPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}

/** The rate printed beside each tax: "2.5%" for half of 5%, "5%" for all of it. */
export function formatRate(rateBp: number, half: boolean): string {
  const basisPoints = half ? rateBp / 2 : rateBp;
  return `${Number((basisPoints / 100).toFixed(3))}%`;
}

/** India's financial year (April to March) of a calendar day "YYYY-MM-DD": 2026-05-01 → "2627". */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "YT/2627/000001": prefix, financial year, at least six digits; at most 16 characters up to 99,999,999. */
export function documentNumber(prefix: 'YT' | 'CN', financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;
}
