/**
 * What other modules may use of payments, which owns none of the money tables: the rule for
 * which payments need an operator, counted (the dashboard shows the same figure as the Payments
 * screen's filter, because both are this one SQL condition).
 */
export { countNeedingAttention } from './records/records.ts';
