/** The figures of promo codes, shared by the operator's form, the server and the checkout. */
export const promoCodeLimits = {
  /** Letters, digits, dashes and underscores; stored as the operator typed it, matched whatever its capitals. */
  codeMin: 3,
  codeMax: 40,
  /** A fixed amount off, at most ₹10,00,000. */
  maxAmountOffRupees: 1_000_000,
  /** A use limit (total or per traveller), at most a million. */
  maxUses: 1_000_000,
  /** Chosen tours on one code. */
  maxTours: 200,
} as const;

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
