import type { Profile } from '@yatrika/contract/auth';

/** The signed-in traveller as `GET /api/user/profile` answers; override what a test is about. */
export function aTravellerProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    firstname: 'Asha',
    lastname: 'Verma',
    username: 'asha.verma',
    email: 'asha@demo.yatrika.in',
    phone: '9876501234',
    gender: 'Female',
    photo: null,
    role: 'traveller',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
