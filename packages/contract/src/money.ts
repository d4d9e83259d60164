/**
 * Rupees on screen: the ₹ sign with Indian digit grouping (lakhs and crores), so
 * 123456 reads "₹1,23,456". Paise are shown only when there are some.
 */
export function formatRupees(rupees: number): string {
  const hasPaise = !Number.isInteger(rupees);
  return `₹${rupees.toLocaleString('en-IN', {
    minimumFractionDigits: hasPaise ? 2 : 0,
    maximumFractionDigits: 2,
  })}`;
}
