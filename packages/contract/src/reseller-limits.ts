/** Limits on resellers (decision 039), shared by the operator's form and the server. */
export const resellerLimits = {
  nameMax: 120,
  emailMax: 254,
  /** Commission, in percent, with at most two decimals. */
  commissionMin: 0,
  commissionMax: 100,
  /** API requests one key may make in a minute, unless RESELLER_REQUESTS_PER_MINUTE says otherwise. */
  defaultRequestsPerMinute: 300,
} as const;

/** Every key starts with this, so one pasted into the wrong place is recognised. */
export const RESELLER_KEY_PREFIX = 'yk_';
