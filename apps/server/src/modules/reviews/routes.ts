import { errorResponse, idParams, messageResponse, pageQuery } from '@yatrika/contract/common';
import {
  adminReviewsResponse,
  createReviewRequest,
  createReviewResponse,
  hideReviewRequest,
  myReviewsResponse,
  myTourReviewResponse,
  reviewChangeResponse,
  reviewMessages,
  reviewReplyRequest,
  tourReviewsResponse,
  updateReviewRequest,
} from '@yatrika/contract/reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { pageRequest, setPageHeaders } from '../../lib/pagination.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { deleteOwnReview, replyToReview, updateOwnReview } from './review-changes.ts';
import { hideReview, showReview } from './review-hiding.ts';
import * as reviews from './service.ts';
import { auditActorOf } from '../audit/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const bearer = [{ bearer: [] }];

/** A page anyone (and any search engine) reads names its reviewers as travellers do at the gate: "Asha V.". */
const withPublicAuthor = <Review extends { user: { firstname: string; lastname: string } }>(review: Review): Review => ({
  ...review,
  user: { ...review.user, lastname: review.user.lastname ? `${[...review.user.lastname][0]!.toUpperCase()}.` : '' },
});

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
        summary: "A tour's shown reviews, those of travellers whose trip has passed first, each group newest first (an empty list when none)",
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
    '/api/routes/tours/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A tour's reviews for its public page, in the same order and shape; each author's last name is its initial",
        params: idParams,
        querystring: pageQuery,
        response: { 200: tourReviewsResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const page = await reviews.listTourReviews(db, request.params.id, pageRequest(request.query));
      setPageHeaders(request, reply, page.nextCursor);
      return { reviews: page.items.map(withPublicAuthor) };
    },
  );

  api.get(
    '/api/user/tours/:id/reviews/mine',
    {
      onRequest: traveller,
      schema: {
        tags: ['reviews'],
        summary: 'Your own review of this tour, or null when you have not written one',
        security: bearer,
        params: idParams,
        response: { 200: myTourReviewResponse, ...errors },
      },
    },
    async (request) => ({ review: await reviews.findMyTourReview(db, signedInUser(request)._id, request.params.id) }),
  );

  api.put(
    '/api/user/reviews/:id',
    {
      onRequest: traveller,
      schema: {
        tags: ['reviews'],
        summary: "Change your own review's rating and comment (another traveller's answers 403)",
        security: bearer,
        params: idParams,
        body: updateReviewRequest,
        response: { 200: reviewChangeResponse, ...errors },
      },
    },
    async (request) => {
      const review = await updateOwnReview(db, signedInUser(request)._id, request.params.id, request.body);
      return { message: reviewMessages.updated, review };
    },
  );

  api.delete(
    '/api/user/reviews/:id',
    {
      onRequest: traveller,
      schema: {
        tags: ['reviews'],
        summary: "Delete your own review (another traveller's answers 403); you may then write a new one",
        security: bearer,
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await deleteOwnReview(db, signedInUser(request)._id, request.params.id);
      return { message: reviewMessages.deleted };
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
      config: { permission: 'content.moderate' },
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

  api.post(
    '/api/admin/reviews/:id/reply',
    {
      config: { permission: 'content.moderate' },
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "Reply to a review in the operator's name, shown under it on the tour page; posting again replaces the reply",
        security: bearer,
        params: idParams,
        body: reviewReplyRequest,
        response: { 200: reviewChangeResponse, ...errors },
      },
    },
    async (request) => {
      const review = await replyToReview(db, request.params.id, request.body, auditActorOf(request));
      return { message: reviewMessages.replied, review };
    },
  );

  api.post(
    '/api/admin/reviews/:id/hide',
    {
      config: { permission: 'content.moderate' },
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "Hide a review from the tour's lists and rating, with a reason its author sees; hiding again replaces the reason",
        security: bearer,
        params: idParams,
        body: hideReviewRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await hideReview(db, request.params.id, auditActorOf(request), request.body);
      return { message: reviewMessages.hidden };
    },
  );

  api.post(
    '/api/admin/reviews/:id/unhide',
    {
      config: { permission: 'content.moderate' },
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "Show a hidden review again, on the tour's lists and in its rating",
        security: bearer,
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await showReview(db, request.params.id, auditActorOf(request));
      return { message: reviewMessages.shown };
    },
  );

  api.delete(
    '/api/admin/reviews/:id',
    {
      config: { permission: 'content.moderate' },
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
      await reviews.deleteReview(db, request.params.id, auditActorOf(request));
      return { message: reviewMessages.deleted };
    },
  );
}
