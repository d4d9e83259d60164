import type { FastifyInstance } from 'fastify';
import { multipartBody, pngImage, type SignedIn } from './app.ts';

/** Test helpers shared by the moments test files. */

export async function shareMoment(app: FastifyInstance, user: SignedIn, description = 'Sunrise over the Ganga at Varanasi') {
  const form = multipartBody({ description }, { field: 'image', filename: 'ghat.png', contentType: 'image/png', data: await pngImage() });
  const response = await app.inject({ method: 'POST', url: '/api/moments/create', headers: { ...user.headers, ...form.headers }, payload: form.payload });
  if (response.statusCode !== 201) throw new Error(`create moment failed: ${response.statusCode} ${response.body}`);
  return response.json().moment as { _id: string; image: string; description: string };
}

/** One page of the feed, as `user` sees it, or as a visitor (no token) when `user` is undefined. */
export async function feed(app: FastifyInstance, user: SignedIn | undefined, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/moments/all${query}`, headers: user?.headers });
  if (response.statusCode !== 200) throw new Error(`feed failed: ${response.statusCode} ${response.body}`);
  return { body: response.json(), nextCursor: response.headers['x-next-cursor'] as string | undefined, link: response.headers.link as string | undefined };
}

export interface FeedMoment {
  _id: string;
  image: string;
  description: string;
  createdAt: string;
  user: { _id: string; username: string; photo: string | null };
  likes: string[];
  likesCount: number;
  comments: { _id: string; text: string; createdAt: string; user: { _id: string; username: string } }[];
  commentsCount: number;
}

/** Every moment in the feed, page by page, following X-Next-Cursor. */
export async function wholeFeed(app: FastifyInstance, user: SignedIn, limit = 100): Promise<FeedMoment[]> {
  const all: FeedMoment[] = [];
  let cursor: string | undefined;
  do {
    const page = await feed(app, user, `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    all.push(...page.body.moments);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}
