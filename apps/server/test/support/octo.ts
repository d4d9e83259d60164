import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Both capabilities Yatrika offers, as a reseller asks for them. */
export const ALL_CAPABILITIES = 'octo/content, octo/pricing';

export interface OctoCall {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  payload?: unknown;
  capabilities?: string;
}

/** One OCTO request with a reseller's key (none when `apiKey` is undefined). */
export function octo(app: FastifyInstance, apiKey: string | undefined, url: string, { method = 'GET', payload, capabilities }: OctoCall = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/octo${url}`,
    headers: {
      ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }),
      ...(capabilities === undefined ? {} : { 'octo-capabilities': capabilities }),
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A departure's availability id: its local start in India. */
export const availabilityId = (date: string, startTime = '09:00') => `${date}T${startTime}:00+05:30`;

/** A reservation body: `units` unit ids, one unit item each. */
export const reservationOf = (productId: string, date: string, units: string[] = ['adult', 'adult'], overrides: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  productId,
  optionId: 'DEFAULT',
  availabilityId: availabilityId(date),
  unitItems: units.map((unitId) => ({ unitId })),
  ...overrides,
});

/** The contact a confirmation sends. */
export const guest = (overrides: Record<string, unknown> = {}) => ({ firstName: 'Kavya', lastName: 'Menon', fullName: 'Kavya Menon', emailAddress: null, phoneNumber: '+91 98450 12345', ...overrides });

/** Reserves, failing the test unless it is ON_HOLD; answers the booking. */
export async function reserved(app: FastifyInstance, apiKey: string, body: Record<string, unknown>) {
  const response = await octo(app, apiKey, '/bookings', { method: 'POST', payload: body, capabilities: ALL_CAPABILITIES });
  if (response.statusCode !== 200) throw new Error(`reservation refused: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Reserves and confirms, failing the test unless CONFIRMED; answers the booking. */
export async function confirmedBooking(app: FastifyInstance, apiKey: string, body: Record<string, unknown>, contact: Record<string, unknown> = guest()) {
  const reservation = await reserved(app, apiKey, body);
  const response = await octo(app, apiKey, `/bookings/${reservation.uuid}/confirm`, {
    method: 'POST',
    payload: { contact, resellerReference: `VCH-${randomUUID().slice(0, 8)}` },
    capabilities: ALL_CAPABILITIES,
  });
  if (response.statusCode !== 200) throw new Error(`confirmation refused: ${response.statusCode} ${response.body}`);
  return response.json();
}
