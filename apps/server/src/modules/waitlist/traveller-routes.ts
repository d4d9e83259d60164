import { errorResponse, messageResponse } from '@yatrika/contract/common';
import { joinWaitlistRequest, joinWaitlistResponse, waitlistEntriesResponse, waitlistEntryParams, waitlistMessages } from '@yatrika/contract/waitlist';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { joinWaitlist } from './join.ts';
import { leaveWaitlist } from './leave.ts';
import type { WaitlistSettings } from './settings.ts';
import { entryAnswer, listTravellerEntries, tourTitleOf } from './traveller-entries.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const traveller = { tags: ['waitlist'], security: [{ bearer: [] }] };

/** The traveller's waiting lists: join one for a sold-out departure, see them, leave one. */
export default async function travellerWaitlistRoutes(app: FastifyInstance, { db, settings }: { db: Database; settings: WaitlistSettings }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('traveller'));

  api.post(
    '/api/user/waitlist',
    {
      schema: {
        ...traveller,
        summary:
          'Join the waiting list of a departure that cannot take the party (sold out, too few seats, or closed): 201 with the new entry, 200 with the one already in line for it; 409 when the date has the seats (book it instead), when the party is larger than the departure, or past 5 entries in line',
        body: joinWaitlistRequest,
        response: { 200: joinWaitlistResponse, 201: joinWaitlistResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { entry, created } = await joinWaitlist(db, signedInUser(request)._id, request.body, settings);
      const answer = await entryAnswer(db, entry, await tourTitleOf(db, entry.tourId));
      return reply.status(created ? 201 : 200).send({ message: created ? waitlistMessages.joined : waitlistMessages.alreadyWaiting, entry: answer });
    },
  );

  api.get(
    '/api/user/waitlist',
    {
      schema: {
        ...traveller,
        summary: 'Your waiting lists, newest first: each party, its place in line, and an offer with the seats held until when',
        response: { 200: waitlistEntriesResponse, ...errors },
      },
    },
    async (request) => listTravellerEntries(db, signedInUser(request)._id),
  );

  api.delete(
    '/api/user/waitlist/:id',
    {
      schema: {
        ...traveller,
        summary: 'Leave a waiting list; seats offered to you go to the next in line',
        params: waitlistEntryParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await leaveWaitlist(db, signedInUser(request)._id, request.params.id);
      return { message: waitlistMessages.left };
    },
  );
}
