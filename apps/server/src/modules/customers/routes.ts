import { errorResponse, idParams } from '@yatrika/contract/common';
import {
  customerMergePreviewResponse,
  customerMergeQuery,
  customerMergeRequest,
  customerMergeResponse,
  customerMessages,
  customerNoteRequest,
  customerNoteResponse,
  customerRecordResponse,
} from '@yatrika/contract/customers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { mergeCustomers, previewMerge } from './merge.ts';
import { addNote } from './notes.ts';
import { customerRecord, findCustomer } from './record.ts';
import { auditActorOf } from '../audit/public.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** A traveller's record for the operator: bookings and money, reviews, notes, and merging two records of one person. */
export default async function customerRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  api.get(
    '/api/admin/users/:id/record',
    {
      config: { permission: 'travellers.read' },
      schema: {
        ...admin,
        summary: "A traveller's record: bookings with what each paid and got back (from its ledger), totals, reviews and the operator's notes",
        params: idParams,
        response: { 200: customerRecordResponse, ...errors },
      },
    },
    async (request) => customerRecord(db, request.params.id),
  );

  api.post(
    '/api/admin/users/:id/notes',
    { config: { permission: 'travellers.change' }, schema: { ...admin, summary: "Keep a note on a traveller's record", params: idParams, body: customerNoteRequest, response: { 201: customerNoteResponse, ...errors } } },
    async (request, reply) => {
      await findCustomer(db, request.params.id);
      const operator = signedInUser(request);
      const name = `${operator.firstname} ${operator.lastname}`.trim() || operator.username;
      const note = await addNote(db, request.params.id, { _id: operator._id, name }, request.body.text, auditActorOf(request));
      return reply.status(201).send({ message: customerMessages.noteAdded, note });
    },
  );

  api.get(
    '/api/admin/users/:id/merge',
    {
      config: { permission: 'travellers.change' },
      schema: {
        ...admin,
        summary: 'What merging the duplicate record into this one would move',
        params: idParams,
        querystring: customerMergeQuery,
        response: { 200: customerMergePreviewResponse, ...errors, 409: errorResponse },
      },
    },
    async (request) => previewMerge(db, request.params.id, request.query.duplicateId),
  );

  api.post(
    '/api/admin/users/:id/merge',
    {
      config: { permission: 'travellers.change' },
      schema: {
        ...admin,
        summary: 'Merge a duplicate record of the same person into this one',
        description:
          "In one transaction the duplicate's bookings, reviews, wishlist, moments and notes move to this record and the duplicate's account is closed: it can no longer sign in. A review of a tour both records reviewed keeps this record's. Refused for the same record (400), an administrator (400), an unknown id (404) and a record merged already (409).",
        params: idParams,
        body: customerMergeRequest,
        response: { 200: customerMergeResponse, ...errors, 409: errorResponse },
      },
    },
    async (request) => {
      const { duplicateName, moved } = await mergeCustomers(db, request.params.id, request.body.duplicateId, auditActorOf(request));
      return { message: customerMessages.merged(duplicateName), moved };
    },
  );
}
