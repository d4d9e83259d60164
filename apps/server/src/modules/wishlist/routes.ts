import { errorResponse, messageResponse, pageQuery } from '@yatrika/contract/common';
import { wishlistChangeRequest, wishlistMessages, wishlistResponse } from '@yatrika/contract/wishlist';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { signedInUser } from '../../plugins/auth.ts';
import * as wishlist from './service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export default async function wishlistRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const traveller = app.requireRole('traveller');

  api.get(
    '/api/user/dashboard/wishlist',
    {
      onRequest: traveller,
      schema: {
        tags: ['wishlist'],
        summary: 'Your wishlist, newest first (banned tours left out)',
        security: [{ bearer: [] }],
        querystring: pageQuery,
        response: { 200: wishlistResponse, ...errors },
      },
    },
    async (request, reply) => {
      const page = await wishlist.listWishlist(db, signedInUser(request)._id, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return { wishlist: page.items };
    },
  );

  api.post(
    '/api/user/dashboard/wishlist/add',
    {
      onRequest: traveller,
      schema: {
        tags: ['wishlist'],
        summary: 'Add a tour to your wishlist: 201 when added, 200 when it was already there',
        security: [{ bearer: [] }],
        body: wishlistChangeRequest,
        response: { 200: messageResponse, 201: messageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const added = await wishlist.addToWishlist(db, signedInUser(request)._id, request.body.tourId);
      return reply
        .status(added ? 201 : 200)
        .send({ message: added ? wishlistMessages.added : wishlistMessages.alreadyThere });
    },
  );

  api.delete(
    '/api/user/dashboard/wishlist/remove',
    {
      onRequest: traveller,
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a tour from your wishlist (fine if it is not there)',
        security: [{ bearer: [] }],
        body: wishlistChangeRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await wishlist.removeFromWishlist(db, signedInUser(request)._id, request.body.tourId);
      return { message: wishlistMessages.removed };
    },
  );
}
