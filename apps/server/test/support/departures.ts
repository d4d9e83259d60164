import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './app.ts';

type Who = Pick<SignedIn, 'headers'> | undefined;

export function availability(app: FastifyInstance, tourId: string, query = '') {
  return app.inject({ method: 'GET', url: `/api/routes/tours/${tourId}/availability${query}` });
}

/** The seats left on one date, as the public calendar answers it. */
export async function seatsLeftOn(app: FastifyInstance, tourId: string, date: string): Promise<{ seatsLeft: number; status: string }> {
  const response = await availability(app, tourId, `?from=${date}&days=1`);
  if (response.statusCode !== 200) throw new Error(`availability failed: ${response.statusCode} ${response.body}`);
  const [day] = response.json().dates;
  return { seatsLeft: day.seatsLeft, status: day.status };
}

export function changeDeparture(app: FastifyInstance, who: Who, tourId: string, date: string, payload: object) {
  return app.inject({ method: 'PUT', url: `/api/admin/tours/${tourId}/departures/${date}`, headers: who?.headers, payload });
}

export function listDepartures(app: FastifyInstance, who: Who, query = '') {
  return app.inject({ method: 'GET', url: `/api/admin/departures${query}`, headers: who?.headers });
}
