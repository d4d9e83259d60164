import { dayInWords } from '@yatrika/contract/dates';
import type { PromoCode } from '@yatrika/contract/promo-codes';
import { tourCategoryLabel } from '@yatrika/contract/tour-categories';
import { formatRupees } from '../../../lib/format.ts';

/** "10% off" or "₹500 off". */
export const discountWords = (code: Pick<PromoCode, 'kind' | 'percentOff' | 'amountOff'>) =>
  code.kind === 'percent' ? `${code.percentOff}% off` : `${formatRupees(code.amountOff ?? 0)} off`;

/** "1 Dec 2026 – 31 Dec 2026", "From 1 Dec 2026", "Until 31 Dec 2026" or "Always". */
export function validityWords({ validFrom, validTo }: Pick<PromoCode, 'validFrom' | 'validTo'>): string {
  if (validFrom && validTo) return `${dayInWords(validFrom)} – ${dayInWords(validTo)}`;
  if (validFrom) return `From ${dayInWords(validFrom)}`;
  if (validTo) return `Until ${dayInWords(validTo)}`;
  return 'Always';
}

/** "3 of 10 used", "3 used". */
export const usesWords = ({ usesSoFar, maxUses }: Pick<PromoCode, 'usesSoFar' | 'maxUses'>) =>
  maxUses === null ? `${usesSoFar} used` : `${usesSoFar} of ${maxUses} used`;

/** Which tours: every one, or the chosen tours and categories. */
export function scopeWords({ tourIds, categories }: Pick<PromoCode, 'tourIds' | 'categories'>, tourTitle: (id: string) => string): string {
  if (tourIds.length === 0 && categories.length === 0) return 'Every tour';
  return [...categories.map((category) => `${tourCategoryLabel(category)} tours`), ...tourIds.map(tourTitle)].join(', ');
}
