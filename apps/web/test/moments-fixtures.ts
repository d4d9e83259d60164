import type { Moment } from '@yatrika/contract/moments';
import { aTravellerProfile } from './fixtures.ts';

export const me = aTravellerProfile({ _id: 'user-me' });

/** A feed moment with sensible defaults; override what a test is about. */
export function aMoment(overrides: Partial<Moment> = {}): Moment {
  return {
    _id: 'moment-1',
    image: 'media/11111111-1111-1111-1111-111111111111.webp',
    description: 'Sunrise over the Dhauladhar range.',
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    user: { _id: 'user-2', username: 'rohan.k', photo: null },
    likes: [],
    likesCount: 0,
    comments: [],
    commentsCount: 0,
    ...overrides,
  };
}
