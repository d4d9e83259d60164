import { errorResponse, idParams, messageResponse, pageQuery } from '@yatrika/contract/common';
import {
  adminReviewsResponse,
  createReviewRequest,
  createReviewResponse,
  myReviewsResponse,
  reviewMessages,
  tourReviewsResponse,
} from '@yatrika/contract/reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { signedInUser } from '../../plugins/auth.ts';
import * as reviews from './service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const bearer = [{ bearer: [] }];

export default async function reviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const traveller = app.requireRole('traveller');
  const admin = app.requireRole('admin');

  api.post(
    '/api/user/reviews',
    {
      onRequest: traveller,
      schema: {
        tags: ['reviews'],
        summary: 'Review a tour (once per tour; a second review answers 400)',
        security: bearer,
        body: createReviewRequest,
        response: { 201: createReviewResponse, ...errors },
      },
    },
    async (request, reply) => {
      const review = await reviews.createReview(db, signedInUser(request), request.body);
      return reply.status(201).send({ message: reviewMessages.created, review });
    },
  );

  api.get(
    '/api/user/tours/:id/reviews',
    {
      onRequest: traveller,
      schema: {
        tags: ['reviews'],
        summary: "A tour's reviews, newest first (an empty list when none)",
        security: bearer,
        params: idParams,
        querystring: pageQuery,
        response: { 200: tourReviewsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const page = await reviews.listTourReviews(db, request.params.id, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return { reviews: page.items };
    },
  );

  api.get(
    '/api/user/reviews',
    {
      onRequest: traveller,
      schema: {
        tags: ['reviews'],
        summary: 'Your own reviews, newest first',
        security: bearer,
        querystring: pageQuery,
        response: { 200: myReviewsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const page = await reviews.listMyReviews(db, signedInUser(request)._id, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return page.items;
    },
  );

  api.get(
    '/api/admin/reviews',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Every review, newest first',
        security: bearer,
        querystring: pageQuery,
        response: { 200: adminReviewsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const page = await reviews.listAllReviews(db, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return page.items;
    },
  );

  api.delete(
    '/api/admin/reviews/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a review',
        security: bearer,
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await reviews.deleteReview(db, request.params.id);
      return { message: reviewMessages.deleted };
    },
  );
}
