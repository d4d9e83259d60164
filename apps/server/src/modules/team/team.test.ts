import { authMessages } from '@yatrika/contract/auth';
import { staffMessages } from '@yatrika/contract/staff';
import { teamMessages } from '@yatrika/contract/team';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type SignedIn, type TestApp } from '../../../test/support/app.ts';
import { acceptInvitation, colleague, colleagueEmail, invitationLinkTo, inviteColleague, tokenOf } from '../../../test/support/team.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { emails } from '../../db/schema/emails.ts';
import { staffInvitations } from '../../db/schema/staff-invitations.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
let owner: SignedIn;
let manager: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAdmin(t.app);
  manager = await colleague(t.app, t.db, owner, 'manager');
}, 300_000);
afterAll(() => t.close());

const adminLogin = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
const team = (by: SignedIn) => t.app.inject({ method: 'GET', url: '/api/admin/team', headers: by.headers });
const changeRole = (by: SignedIn, id: string, role: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/team/members/${id}`, headers: by.headers, payload: { role } });
const act = (by: SignedIn, id: string, what: 'suspend' | 'reactivate') => t.app.inject({ method: 'POST', url: `/api/admin/team/members/${id}/${what}`, headers: by.headers });
const remove = (by: SignedIn, id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/team/members/${id}`, headers: by.headers });
const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/team/invitations/${encodeURIComponent(token)}` });
const auditRows = (subjectId: string) => t.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(desc(auditLog.at));
const staffRoleOf = async (id: string) => (await t.db.select({ role: users.staffRole }).from(users).where(eq(users.id, id)))[0]?.role;
const activeOwners = () =>
  t.db.select({ id: users.id }).from(users).where(and(eq(users.staffRole, 'owner'), isNull(users.suspendedAt), isNull(users.closedAt)));

describe('inviting a colleague', () => {
  it('emails a single-use link to the invitation page through the outbox, and records who invited whom', async () => {
    const email = colleagueEmail('guide');
    const response = await inviteColleague(t.app, owner, `  ${email.toUpperCase()} `, 'guide');
    expect(response.statusCode).toBe(201);
    const { invitation, message } = response.json();
    expect(message).toBe(teamMessages.invited(email));
    expect(invitation).toMatchObject({ email, role: 'guide', roleName: 'Guide', invitedBy: 'Test Admin', expired: false });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(48 * 3_600_000);

    const link = await invitationLinkTo(t.db, email);
    expect(link.pathname).toBe('/staff-invitation');
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [queued] = await t.db.select().from(emails).where(and(eq(emails.kind, 'staff-invitation'), eq(emails.toAddress, email)));
    const read = (await t.app.inject({ method: 'GET', url: `/api/admin/emails/${queued!.id}`, headers: owner.headers })).json();
    expect(read.subject).toBe('Test Admin invites you to the Yatrika team');
    expect(read.text).toContain(link.toString());
    // Only the token's hash is stored.
    const [stored] = await t.db.select().from(staffInvitations).where(eq(staffInvitations.id, invitation._id));
    expect(stored!.tokenHash).not.toContain(tokenOf(link));

    const [audit] = await auditRows(invitation._id);
    expect(audit).toMatchObject({ action: 'team.invite', actorId: owner.userId, actorRole: 'owner', after: { email, role: 'guide' } });
    expect((await team(owner)).json().invitations).toContainEqual(expect.objectContaining({ _id: invitation._id, email }));
  });

  it('refuses an address that has an account already', async () => {
    const response = await inviteColleague(t.app, owner, manager.email, 'guide');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(teamMessages.emailInTeam);
  });

  it('inviting the same address again withdraws the earlier link', async () => {
    const email = colleagueEmail('accountant');
    await inviteColleague(t.app, owner, email, 'accountant');
    const first = tokenOf(await invitationLinkTo(t.db, email));
    await inviteColleague(t.app, owner, email, 'front_desk');
    const second = tokenOf(await invitationLinkTo(t.db, email));
    expect(second).not.toBe(first);
    expect((await preview(first)).statusCode).toBe(404);
    expect((await preview(second)).json()).toMatchObject({ email, role: 'front_desk', roleName: 'Front desk' });
  });

  it('withdrawing an invitation ends its link', async () => {
    const email = colleagueEmail('guide');
    const { invitation } = (await inviteColleague(t.app, manager, email, 'guide')).json();
    const token = tokenOf(await invitationLinkTo(t.db, email));
    const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api/admin/team/invitations/${invitation._id}`, headers: manager.headers });
    expect(withdrawn.statusCode).toBe(200);
    expect((await acceptInvitation(t.app, { token, name: 'Too Late', password: 'colleague-pass-1' })).statusCode).toBe(400);
    expect((await auditRows(invitation._id)).map((row) => row.action)).toEqual(['team.invitation-withdraw', 'team.invite']);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/team/invitations/${invitation._id}`, headers: manager.headers });
    expect(again.statusCode).toBe(404);
  });
});

describe('accepting an invitation', () => {
  it('shows who invites, the role and the expiry, then makes the account with that role and signs it in', async () => {
    const email = colleagueEmail('guide');
    await inviteColleague(t.app, manager, email, 'guide');
    const token = tokenOf(await invitationLinkTo(t.db, email));
    expect((await preview(token)).json()).toMatchObject({ email, role: 'guide', roleName: 'Guide', invitedBy: 'Colleague manager' });

    const accepted = await acceptInvitation(t.app, { token, name: 'Ravi Kumar Nair', password: 'guide-password-1' });
    expect(accepted.statusCode).toBe(201);
    const body = accepted.json();
    expect(body.user).toMatchObject({ role: 'admin', staffRole: 'guide', firstname: 'Ravi', lastname: 'Kumar Nair', permissions: ['check-in'] });
    // Signed in: the token works where a guide may go, and not where a guide may not.
    const asGuide = { authorization: `Bearer ${body.token}` };
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/team', headers: asGuide });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().permission).toBe('team.manage');
    expect((await adminLogin(email, 'guide-password-1')).statusCode).toBe(200);

    const member = (await team(owner)).json().members.find((one: { email: string }) => one.email === email);
    expect(member).toMatchObject({ name: 'Ravi Kumar Nair', role: 'guide', roleName: 'Guide', status: 'active' });
    expect(member.lastSignInAt).not.toBeNull();
    const [audit] = await auditRows(body.user._id);
    expect(audit).toMatchObject({ action: 'team.accept', actorId: body.user._id, actorRole: 'guide' });
  });

  it('works once: the link is refused after it was used', async () => {
    const email = colleagueEmail('front_desk');
    await inviteColleague(t.app, owner, email, 'front_desk');
    const token = tokenOf(await invitationLinkTo(t.db, email));
    expect((await acceptInvitation(t.app, { token, name: 'Once', password: 'colleague-pass-1' })).statusCode).toBe(201);
    const second = await acceptInvitation(t.app, { token, name: 'Twice', password: 'colleague-pass-2' });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(teamMessages.invitationInvalid);
    expect((await preview(token)).statusCode).toBe(404);
  });

  it('lapses after 48 hours', async () => {
    const email = colleagueEmail('accountant');
    const { invitation } = (await inviteColleague(t.app, owner, email, 'accountant')).json();
    const token = tokenOf(await invitationLinkTo(t.db, email));
    await t.db.update(staffInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffInvitations.id, invitation._id));
    expect((await preview(token)).statusCode).toBe(404);
    expect((await acceptInvitation(t.app, { token, name: 'Late', password: 'colleague-pass-1' })).statusCode).toBe(400);
    expect((await team(owner)).json().invitations).toContainEqual(expect.objectContaining({ _id: invitation._id, expired: true }));
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('two acceptances at once make one account', async () => {
    const email = colleagueEmail('guide');
    await inviteColleague(t.app, owner, email, 'guide');
    const token = tokenOf(await invitationLinkTo(t.db, email));
    const answers = await Promise.all([
      acceptInvitation(t.app, { token, name: 'First Tab', password: 'colleague-pass-1' }),
      acceptInvitation(t.app, { token, name: 'Second Tab', password: 'colleague-pass-2' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses a link that was never issued, and a weak password', async () => {
    expect((await preview('not-a-real-token')).statusCode).toBe(404);
    const email = colleagueEmail('guide');
    await inviteColleague(t.app, owner, email, 'guide');
    const token = tokenOf(await invitationLinkTo(t.db, email));
    expect((await acceptInvitation(t.app, { token, name: 'Short', password: 'short' })).statusCode).toBe(400);
    expect((await preview(token)).statusCode).toBe(200);
  });
});

describe('changing the team', () => {
  it('lists every staff account with its role, last sign-in and status', async () => {
    expect((await adminLogin(owner.email, 'admin-password-1')).statusCode).toBe(200);
    const { members } = (await team(manager)).json();
    expect(members[0]).toMatchObject({ _id: owner.userId, role: 'owner', roleName: 'Owner', status: 'active' });
    expect(members[0].lastSignInAt).not.toBeNull();
    expect(members).toContainEqual(expect.objectContaining({ _id: manager.userId, role: 'manager', roleName: 'Manager' }));
  });

  it('changes a role, with the values before and after in the audit log', async () => {
    const guide = await colleague(t.app, t.db, owner, 'guide');
    const response = await changeRole(manager, guide.userId, 'front_desk');
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({ role: 'front_desk', roleName: 'Front desk' });
    const [audit] = await auditRows(guide.userId);
    expect(audit).toMatchObject({ action: 'team.role-change', actorId: manager.userId, before: { role: 'guide' }, after: { role: 'front_desk' } });
    // The token stays valid and the role is read afresh: the front desk is refused the team, naming what it lacks.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/team', headers: guide.headers })).json().permission).toBe('team.manage');
  });

  it('suspends an account: its token ends at once and it cannot sign in; reactivated, it signs in afresh', async () => {
    const desk = await colleague(t.app, t.db, owner, 'front_desk');
    const suspended = await act(manager, desk.userId, 'suspend');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().member.status).toBe('suspended');
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: desk.headers });
    expect(refused.statusCode).toBe(401);
    const login = await adminLogin(desk.email, 'colleague-pass-1');
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(staffMessages.suspended);

    expect((await act(manager, desk.userId, 'reactivate')).json().member.status).toBe('active');
    expect((await adminLogin(desk.email, 'colleague-pass-1')).statusCode).toBe(200);
    // The token from before the suspension stays ended.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: desk.headers })).statusCode).toBe(401);
    expect((await auditRows(desk.userId)).map((row) => row.action).slice(0, 2)).toEqual(['team.reactivate', 'team.suspend']);
  });

  it('removes an account: it can no longer sign in and leaves the list, its row kept', async () => {
    const accountant = await colleague(t.app, t.db, owner, 'accountant');
    const response = await remove(manager, accountant.userId);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(teamMessages.removed);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: accountant.headers })).statusCode).toBe(401);
    expect((await adminLogin(accountant.email, 'colleague-pass-1')).json().message).toBe(authMessages.invalidCredentials);
    expect((await team(owner)).json().members.map((one: { _id: string }) => one._id)).not.toContain(accountant.userId);
    const [kept] = await t.db.select().from(users).where(eq(users.id, accountant.userId));
    expect(kept!.closedAt).not.toBeNull();
    expect((await auditRows(accountant.userId))[0]).toMatchObject({ action: 'team.remove', actorId: manager.userId });
    expect((await remove(manager, accountant.userId)).statusCode).toBe(404);
  });

  it('nobody suspends or removes themselves', async () => {
    for (const answer of [await act(manager, manager.userId, 'suspend'), await remove(manager, manager.userId)]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(teamMessages.notYourself);
    }
  });

  it('answers 404 for a traveller or an unknown id', async () => {
    const traveller = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: { firstname: 'Tara', lastname: 'S', username: `tara_${Date.now()}`, email: colleagueEmail('traveller'), phone: '9876543210', gender: 'Female', password: 'traveller-pass-1' } });
    expect((await changeRole(owner, traveller.json().user._id, 'guide')).statusCode).toBe(404);
    expect((await act(owner, '00000000-0000-4000-8000-000000000000', 'suspend')).statusCode).toBe(404);
  });
});

describe('owners', () => {
  it('a manager cannot change, suspend or remove an owner, nor make or invite one: 403 naming team.owners', async () => {
    const otherOwner = await colleague(t.app, t.db, owner, 'owner');
    const guide = await colleague(t.app, t.db, owner, 'guide');
    const answers = [
      await changeRole(manager, otherOwner.userId, 'guide'),
      await act(manager, otherOwner.userId, 'suspend'),
      await remove(manager, otherOwner.userId),
      await changeRole(manager, guide.userId, 'owner'),
      await inviteColleague(t.app, manager, colleagueEmail('owner'), 'owner'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ permission: 'team.owners', message: staffMessages.permissionMissing('manager', 'team.owners') });
    }
    expect(await staffRoleOf(otherOwner.userId)).toBe('owner');
    expect(await staffRoleOf(guide.userId)).toBe('guide');
    // An owner may.
    expect((await changeRole(owner, otherOwner.userId, 'manager')).statusCode).toBe(200);
  });

  it('the last active owner cannot be demoted', async () => {
    // A team of its own, so the owners counted are this test's.
    const own = await createTestApp();
    try {
      const first = await signInAdmin(own.app);
      const demoted = await own.app.inject({ method: 'PATCH', url: `/api/admin/team/members/${first.userId}`, headers: first.headers, payload: { role: 'manager' } });
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json().message).toBe(teamMessages.lastOwner);

      // A second owner, suspended, does not count: the first is still the last active one.
      const second = await colleague(own.app, own.db, first, 'owner');
      expect((await own.app.inject({ method: 'POST', url: `/api/admin/team/members/${second.userId}/suspend`, headers: first.headers })).statusCode).toBe(200);
      const again = await own.app.inject({ method: 'PATCH', url: `/api/admin/team/members/${first.userId}`, headers: first.headers, payload: { role: 'guide' } });
      expect(again.statusCode).toBe(409);
    } finally {
      await own.close();
    }
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const own = await createTestApp();
    try {
      const first = await signInAdmin(own.app);
      const second = await colleague(own.app, own.db, first, 'owner');
      const answers = await Promise.all([
        own.app.inject({ method: 'PATCH', url: `/api/admin/team/members/${second.userId}`, headers: first.headers, payload: { role: 'manager' } }),
        own.app.inject({ method: 'PATCH', url: `/api/admin/team/members/${first.userId}`, headers: second.headers, payload: { role: 'manager' } }),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes[0]).toBe(200);
      // The loser is refused either as no longer an owner (its demotion landed first) or as the last owner's demoter.
      expect([403, 409]).toContain(codes[1]);
      const owners = await own.db.select({ id: users.id }).from(users).where(and(eq(users.staffRole, 'owner'), isNull(users.suspendedAt), isNull(users.closedAt)));
      expect(owners).toHaveLength(1);

      // Suspending each other at once: the same.
      const third = await colleague(own.app, own.db, { ...first, ...(owners[0]!.id === first.userId ? first : second) }, 'owner');
      const survivor = owners[0]!.id === first.userId ? first : second;
      const both = await Promise.all([
        own.app.inject({ method: 'POST', url: `/api/admin/team/members/${third.userId}/suspend`, headers: survivor.headers }),
        own.app.inject({ method: 'POST', url: `/api/admin/team/members/${survivor.userId}/suspend`, headers: third.headers }),
      ]);
      expect(both.map((answer) => answer.statusCode)).toContain(200);
      const left = await own.db.select({ id: users.id }).from(users).where(and(eq(users.staffRole, 'owner'), isNull(users.suspendedAt), isNull(users.closedAt)));
      expect(left).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('keeps at least one active owner in the shared team too', async () => {
    expect((await activeOwners()).length).toBeGreaterThanOrEqual(1);
  });
});
