import { describe, expect, it } from 'vitest';
import { enrolmentDeadline } from './auth.ts';

const day = 86_400_000;
const upgrade = new Date('2026-11-28T10:00:00.000Z');

describe('the end of the grace period to enrol in two-step sign-in', () => {
  it('counts from the upgrade for accounts that existed before it', () => {
    expect(enrolmentDeadline(new Date('2024-01-01T00:00:00.000Z'), upgrade, 14)).toEqual(new Date(upgrade.getTime() + 14 * day));
  });

  it('counts from the account’s creation for accounts made after it', () => {
    const created = new Date('2026-12-20T08:30:00.000Z');
    expect(enrolmentDeadline(created, upgrade, 14)).toEqual(new Date(created.getTime() + 14 * day));
  });

  it('with no grace days, is the later of the two itself', () => {
    expect(enrolmentDeadline(new Date('2020-05-05T00:00:00.000Z'), upgrade, 0)).toEqual(upgrade);
  });
});
