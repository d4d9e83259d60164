import { describe, expect, it } from 'vitest';
import { permissionNames, permissions, rolePermissions, staffMay, staffMessages, staffRoles } from './staff.ts';

describe('staff roles', () => {
  it('give owners every permission and nobody else the team of owners or the settings', () => {
    expect([...rolePermissions.owner].sort()).toEqual([...permissions].sort());
    for (const role of staffRoles.filter((role) => role !== 'owner')) {
      expect(staffMay(role, 'team.owners')).toBe(false);
      expect(staffMay(role, 'settings.manage')).toBe(false);
    }
  });

  it('keep a guide to check-in and an accountant to reading', () => {
    expect(rolePermissions.guide).toEqual(['check-in']);
    const changes = permissions.filter((permission) => !permission.endsWith('.read') && permission !== 'audit.export');
    for (const permission of changes) expect(staffMay('accountant', permission)).toBe(false);
    expect(staffMay('accountant', 'money.read')).toBe(true);
  });

  it('let the front desk take and change bookings but not refund beyond the policy or delete tours', () => {
    expect(staffMay('front_desk', 'bookings.change')).toBe(true);
    expect(staffMay('front_desk', 'bookings.refund')).toBe(false);
    expect(staffMay('front_desk', 'catalogue.delete')).toBe(false);
    expect(staffMay('front_desk', 'resellers.manage')).toBe(false);
  });

  it('let a manager run the team but not export the audit log', () => {
    expect(staffMay('manager', 'team.manage')).toBe(true);
    expect(staffMay('manager', 'audit.read')).toBe(true);
    expect(staffMay('manager', 'audit.export')).toBe(false);
  });

  it('never let a traveller through and name every permission in words', () => {
    expect(staffMay(null, 'bookings.read')).toBe(false);
    for (const permission of permissions) expect(permissionNames[permission]).toMatch(/^[A-Z][a-z]/);
    expect(staffMessages.permissionMissing('guide', 'bookings.refund')).toBe(
      'Your role (Guide) does not allow this: it needs “Refund beyond the policy”. Ask an owner or a manager.',
    );
  });
});
