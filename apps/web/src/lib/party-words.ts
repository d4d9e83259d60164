/**
 * Who travels, in words: "2 people" for a party of adults (as bookings have always read), and by
 * type where it has others: "2 adults, 1 child, 1 infant". The contract's, so emails, tickets and
 * screens say it alike.
 */
export { partyWords } from '@yatrika/contract/person-types';
