/**
 * Rupees on screen: the ₹ sign with Indian digit grouping (lakhs and crores), so
 * 123456 reads "₹1,23,456". Paise are shown only when there are some, always two digits.
 * Written by hand, not through `Intl.NumberFormat`: a price is on every first screen, and a
 * page's first use of `Intl` costs more than all the rest of its first render's formatting
 * (calendar-words.ts). Amounts are whole paise, so two decimals are exact.
 */
export function formatRupees(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  const [whole = '0', paise] = Math.abs(rupees).toFixed(Number.isInteger(rupees) ? 0 : 2).split('.');
  return `₹${sign}${indianGrouping(whole)}${paise === undefined ? '' : `.${paise}`}`;
}

/** A whole number with Indian digit grouping: 1000000 reads "10,00,000". */
export function formatIndianNumber(whole: number): string {
  return `${whole < 0 ? '-' : ''}${indianGrouping(Math.abs(Math.trunc(whole)).toFixed(0))}`;
}

/** "1234567" → "12,34,567": the last three digits, then pairs. */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}
