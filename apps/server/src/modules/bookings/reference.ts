/** A booking's reference ("YT-7K3M-Q9TD"): written in the contract, so the web app and check-in read it the same way. */
export { bookingNumbersOf, bookingReference, normalizeReference } from '@yatrika/contract/booking-reference';
