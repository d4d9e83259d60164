import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../providers/payments/gateway.ts';
import type { BookingRules, PartyPlan, ReschedulePlan } from '../bookings/public.ts';
import type { Holder } from '../departures/public.ts';

// Waiting on the order toward an existing booking (part-payments); see decision 036.
export async function openRescheduleDifference(_db: Database, _gateway: PaymentGateway, _log: FastifyBaseLogger, _holder: Holder, _plan: ReschedulePlan, _rules: BookingRules): Promise<never> {
  throw new Error('unfinished');
}
export async function openPartyDifference(_db: Database, _gateway: PaymentGateway, _log: FastifyBaseLogger, _holder: Holder, _plan: PartyPlan, _rules: BookingRules): Promise<never> {
  throw new Error('unfinished');
}
