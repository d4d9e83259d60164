import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './app.ts';

type Who = Pick<SignedIn, 'headers'> | undefined;

/** A code as the operator's form sends it: 10% off every tour, no limits, unless overridden. */
export const promoCodeForm = (code: string, overrides: Record<string, unknown> = {}) => ({ code, kind: 'percent', percentOff: 10, ...overrides });

export const createPromoCode = (app: FastifyInstance, who: Who, payload: object) =>
  app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: who?.headers, payload });

/** Creates a code as the operator and answers it; fails the test when refused. */
export async function promoCodeMade(app: FastifyInstance, admin: Who, code: string, overrides: Record<string, unknown> = {}) {
  const response = await createPromoCode(app, admin, promoCodeForm(code, overrides));
  if (response.statusCode !== 201) throw new Error(`create promo code failed: ${response.statusCode} ${response.body}`);
  return response.json().promoCode as { _id: string; code: string; usesSoFar: number };
}

export const listPromoCodes = (app: FastifyInstance, who: Who) => app.inject({ method: 'GET', url: '/api/admin/promo-codes', headers: who?.headers });

export const checkPromoCode = (app: FastifyInstance, who: Who, booking: object, code: unknown) =>
  app.inject({ method: 'POST', url: '/api/user/promo-codes/check', headers: who?.headers, payload: { booking, code } });

/** Uses so far of one code, from the operator's list. */
export async function usesSoFar(app: FastifyInstance, admin: Who, id: string): Promise<number> {
  const list = await listPromoCodes(app, admin);
  return (list.json().promoCodes as { _id: string; usesSoFar: number }[]).find((each) => each._id === id)!.usesSoFar;
}
