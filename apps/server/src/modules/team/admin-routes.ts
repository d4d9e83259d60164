import { errorResponse, idParams, messageResponse } from '@yatrika/contract/common';
import { inviteRequest, inviteResponse, memberResponse, roleChangeRequest, teamMessages, teamResponse } from '@yatrika/contract/team';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { auditActorOf } from '../audit/public.ts';
import { invite, withdrawInvitation } from './invitations.ts';
import { changeRole, reactivateMember, removeMember, suspendMember } from './member-changes.ts';
import { listTeam } from './team-list.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const admin = { tags: ['admin', 'team'], security: [{ bearer: [] }] };
/** Every route here needs `team.manage`; what touches an owner also needs `team.owners`, checked by the change itself. */
const manage = { permission: 'team.manage' as const };
const ownersNote = 'An owner is changed, suspended or removed, and made, only with the permission team.owners (403 naming it otherwise).';

/** The operator's team: staff accounts, their roles and invitations (decision 048). */
export default async function teamAdminRoutes(app: FastifyInstance, { db, publicUrl }: { db: Database; publicUrl: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    '/api/admin/team',
    { config: manage, schema: { ...admin, summary: 'Every staff account with its role, last sign-in and status, and the invitations still open', response: { 200: teamResponse, ...errors } } },
    async () => listTeam(db),
  );

  api.post(
    '/api/admin/team/invitations',
    {
      config: manage,
      schema: {
        ...admin,
        summary: 'Invite a colleague by email with a role',
        description: `The link is emailed, works once and lapses after 48 hours; an earlier open invitation to the address is withdrawn. ${ownersNote}`,
        body: inviteRequest,
        response: { 201: inviteResponse, ...errors },
      },
    },
    async (request, reply) => {
      const invitation = await invite(db, auditActorOf(request), request.body, publicUrl);
      return reply.status(201).send({ message: teamMessages.invited(invitation.email), invitation });
    },
  );

  api.delete(
    '/api/admin/team/invitations/:id',
    { config: manage, schema: { ...admin, summary: 'Withdraw an open invitation: its link stops working', params: idParams, response: { 200: messageResponse, ...errors } } },
    async (request) => {
      await withdrawInvitation(db, auditActorOf(request), request.params.id);
      return { message: teamMessages.invitationWithdrawn };
    },
  );

  api.patch(
    '/api/admin/team/members/:id',
    {
      config: manage,
      schema: {
        ...admin,
        summary: "Change a colleague's role",
        description: `The team keeps at least one active owner (409). ${ownersNote}`,
        params: idParams,
        body: roleChangeRequest,
        response: { 200: memberResponse, ...errors },
      },
    },
    async (request) => ({ message: teamMessages.roleChanged, member: await changeRole(db, auditActorOf(request), request.params.id, request.body.role) }),
  );

  api.post(
    '/api/admin/team/members/:id/suspend',
    {
      config: manage,
      schema: {
        ...admin,
        summary: "Suspend a colleague's account: its sessions end at once, on every instance",
        description: `Nobody suspends themselves; the team keeps at least one active owner (409). ${ownersNote}`,
        params: idParams,
        response: { 200: memberResponse, ...errors },
      },
    },
    async (request) => ({ message: teamMessages.suspended, member: await suspendMember(db, auditActorOf(request), request.params.id) }),
  );

  api.post(
    '/api/admin/team/members/:id/reactivate',
    {
      config: manage,
      schema: { ...admin, summary: 'Reactivate a suspended account: it signs in again', description: ownersNote, params: idParams, response: { 200: memberResponse, ...errors } },
    },
    async (request) => ({ message: teamMessages.reactivated, member: await reactivateMember(db, auditActorOf(request), request.params.id) }),
  );

  api.delete(
    '/api/admin/team/members/:id',
    {
      config: manage,
      schema: {
        ...admin,
        summary: 'Remove a colleague: the account is closed and can no longer sign in; its name stays on what it did',
        description: `Nobody removes themselves; the team keeps at least one active owner (409). ${ownersNote}`,
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await removeMember(db, auditActorOf(request), request.params.id);
      return { message: teamMessages.removed };
    },
  );
}
