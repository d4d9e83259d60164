import { formatter } from './formatters.ts';

const wholeRupees = formatter(() => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 }));
const rupeesAndPaise = formatter(() => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * Rupees on screen: the ₹ sign with Indian digit grouping (lakhs and crores), so
 * 123456 reads "₹1,23,456". Paise are shown only when there are some.
 */
export function formatRupees(rupees: number): string {
  return `₹${(Number.isInteger(rupees) ? wholeRupees() : rupeesAndPaise()).format(rupees)}`;
}
