import type { Moment } from '@yatrika/contract/moments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { avatarColour } from '../components/poster-avatar.tsx';
import { aMoment, me } from '../../../../test/moments-fixtures.ts';
import MomentsPage from './moments-page.tsx';

const longCaption =
  'We left Manali before dawn, crossed the Rohtang in thick fog and reached the valley just as the clouds lifted over the peaks.';

function feedOf(moments: Moment[]) {
  return { body: { success: true, moments } };
}

function renderFeed(routes: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({ 'GET /api/user/profile': { body: me }, ...routes });
  const view = renderPage(<MomentsPage />, {
    path: '/moments',
    routes: [
      { path: '/create', element: <p>Create page</p> },
      { path: '/comment/:id', element: <p>Comment page</p> },
    ],
  });
  return { calls, ...view };
}

const feedLoads = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/moments/all')).length;

beforeEach(() => {
  localStorage.setItem('token', fakeToken('traveller'));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Moments feed', () => {
  it('shows a loading state, then the cards', async () => {
    renderFeed({ 'GET /api/moments/all': feedOf([aMoment()]) });
    expect(screen.getByText('Loading moments...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'rohan.k' })).toBeInTheDocument();
    expect(screen.queryByText('Loading moments...')).not.toBeInTheDocument();
  });

  it("shows 'No moments yet' with a Create button when the feed is empty", async () => {
    const user = userEvent.setup();
    const { router } = renderFeed({ 'GET /api/moments/all': feedOf([]) });
    expect(await screen.findByText('No moments yet')).toBeInTheDocument();
    const createButtons = screen.getAllByRole('link', { name: 'Create' });
    expect(createButtons).toHaveLength(2);
    await user.click(createButtons[1]!);
    expect(router.state.location.pathname).toBe('/create');
  });

  it('only logs a failed load and shows the neutral empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFeed({ 'GET /api/moments/all': { status: 500, body: { success: false, message: 'Database down' } } });
    expect(await screen.findByText('No moments yet')).toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('shows the poster, picture, caption and both counts', async () => {
    renderFeed({
      'GET /api/moments/all': feedOf([
        aMoment({
          likes: ['a', 'b', 'c'],
          likesCount: 3,
          comments: [{ _id: 'c1', text: 'Stunning!', createdAt: '2026-01-01T00:00:00.000Z', user: { _id: 'u3', username: 'meera.nair' } }],
          commentsCount: 1,
        }),
      ]),
    });
    const card = await screen.findByRole('article', { name: 'rohan.k' });
    expect(within(card).getByText('3 likes')).toBeInTheDocument();
    expect(within(card).getByText('1 comment')).toBeInTheDocument();
    expect(within(card).getByText('Sunrise over the Dhauladhar range.')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: "Comments on rohan.k's moment" })).toHaveTextContent('meera.nairStunning!');
    const picture = within(card).getByRole('img', { name: /Moment shared by rohan\.k/ });
    expect(picture).toHaveAttribute('src', '/media/11111111-1111-1111-1111-111111111111.webp');
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');
    expect(within(card).getByRole('link', { name: 'Add a comment' })).toHaveAttribute('href', '/comment/moment-1');
  });

  it("falls back to a coloured initial without a photo, and to 'Anonymous' without a name", async () => {
    renderFeed({
      'GET /api/moments/all': feedOf([
        aMoment({ _id: 'm1', user: { _id: 'u1', username: 'kabir.singh', photo: null } }),
        aMoment({ _id: 'm2', user: { _id: 'u2', username: 'meera.nair', photo: 'media/photo.webp' } }),
        aMoment({ _id: 'm3', user: null as unknown as Moment['user'] }),
      ]),
    });
    const kabir = await screen.findByRole('article', { name: 'kabir.singh' });
    const initial = within(kabir).getByTestId('avatar-initial');
    expect(initial).toHaveTextContent('k');
    expect(initial.className).toContain(avatarColour('kabir.singh'));

    const meera = screen.getByRole('article', { name: 'meera.nair' });
    expect(within(meera).queryByTestId('avatar-initial')).not.toBeInTheDocument();
    expect(meera.querySelector('header img')).toHaveAttribute('src', '/media/photo.webp');

    const anonymous = screen.getByRole('article', { name: 'Anonymous' });
    expect(within(anonymous).getByTestId('avatar-initial')).toHaveTextContent('A');
  });

  it('gives each username the same avatar colour every time', () => {
    expect(avatarColour('kabir.singh')).toBe(avatarColour('kabir.singh'));
    const colours = new Set(['asha.verma', 'rohan.k', 'meera.nair', 'kabir.singh', 'dev', 'zoya'].map(avatarColour));
    expect(colours.size).toBeGreaterThan(1);
  });

  it("offers 'Read more' / 'Show less' only for captions over 100 characters", async () => {
    const user = userEvent.setup();
    const exactly100 = 'x'.repeat(100);
    renderFeed({
      'GET /api/moments/all': feedOf([
        aMoment({ _id: 'long', description: longCaption, user: { _id: 'u1', username: 'long.poster', photo: null } }),
        aMoment({ _id: 'short', description: exactly100, user: { _id: 'u2', username: 'short.poster', photo: null } }),
      ]),
    });
    const short = await screen.findByRole('article', { name: 'short.poster' });
    expect(within(short).queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    expect(within(short).getByText(exactly100)).not.toHaveClass('line-clamp-3');

    const long = screen.getByRole('article', { name: 'long.poster' });
    const caption = within(long).getByText(longCaption);
    expect(caption).toHaveClass('line-clamp-3');
    await user.click(within(long).getByRole('button', { name: 'Read more' }));
    expect(caption).not.toHaveClass('line-clamp-3');
    await user.click(within(long).getByRole('button', { name: 'Show less' }));
    expect(caption).toHaveClass('line-clamp-3');
    expect(within(long).getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });

  it('likes with PUT like, unlikes with PUT unlike, and reloads the feed after each', async () => {
    const user = userEvent.setup();
    const { calls } = renderFeed({
      'GET /api/moments/all': feedOf([aMoment({ likes: ['someone'], likesCount: 1 })]),
      'PUT /api/moments/like/moment-1': { body: { success: true, likes: ['someone', me._id], likesCount: 2 } },
      'PUT /api/moments/unlike/moment-1': { body: { success: true, likes: ['someone'], likesCount: 1 } },
    });
    const card = await screen.findByRole('article', { name: 'rohan.k' });
    const like = within(card).getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('2 likes')).toBeInTheDocument();
    await waitFor(() => expect(feedLoads(calls)).toBe(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual(['/api/moments/like/moment-1']);

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(feedLoads(calls)).toBe(3));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([
      '/api/moments/like/moment-1',
      '/api/moments/unlike/moment-1',
    ]);
    expect(within(card).getByText('1 like')).toBeInTheDocument();
  });

  it('starts as liked when the server lists me among the likes', async () => {
    const user = userEvent.setup();
    const { calls } = renderFeed({
      'GET /api/moments/all': feedOf([aMoment({ likes: [me._id], likesCount: 1 })]),
      'PUT /api/moments/unlike/moment-1': { body: { success: true, likes: [], likesCount: 0 } },
    });
    const card = await screen.findByRole('article', { name: 'rohan.k' });
    const like = within(card).getByRole('button', { name: 'Like' });
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await user.click(like);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.url === '/api/moments/unlike/moment-1')).toBe(true));
  });

  it('puts a failed like back and only logs it', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFeed({
      'GET /api/moments/all': feedOf([aMoment()]),
      'PUT /api/moments/like/moment-1': { status: 500, body: { success: false, message: 'Nope' } },
    });
    const card = await screen.findByRole('article', { name: 'rohan.k' });
    const like = within(card).getByRole('button', { name: 'Like' });
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText('Nope')).not.toBeInTheDocument();
  });

  it('sends nothing for an empty comment', async () => {
    const user = userEvent.setup();
    const { calls } = renderFeed({ 'GET /api/moments/all': feedOf([aMoment()]) });
    const card = await screen.findByRole('article', { name: 'rohan.k' });
    await user.click(within(card).getByRole('button', { name: 'Send comment' }));
    await user.type(within(card).getByLabelText('Write a comment'), '   {Enter}');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends {text} with my token, clears the box and reloads the feed', async () => {
    const user = userEvent.setup();
    const { calls } = renderFeed({
      'GET /api/moments/all': feedOf([aMoment()]),
      'POST /api/moments/comment/moment-1': {
        status: 201,
        body: { success: true, message: 'Comment added successfully', comment: { _id: 'c9', text: 'Lovely!', createdAt: '2026-01-01T00:00:00.000Z', user: { _id: me._id, username: me.username } } },
      },
    });
    const card = await screen.findByRole('article', { name: 'rohan.k' });
    const input = within(card).getByLabelText('Write a comment');
    await user.type(input, '  Lovely!  ');
    await user.click(within(card).getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(input).toHaveValue(''));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe('/api/moments/comment/moment-1');
    expect(posts[0]!.body).toEqual({ text: 'Lovely!' });
    expect(posts[0]!.headers.Authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(feedLoads(calls)).toBe(2));
  });

  it('keeps a failed comment in the box and only logs it', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = renderFeed({
      'GET /api/moments/all': feedOf([aMoment()]),
      'POST /api/moments/comment/moment-1': { status: 500, body: { success: false, message: 'Nope' } },
    });
    const card = await screen.findByRole('article', { name: 'rohan.k' });
    const input = within(card).getByLabelText('Write a comment');
    await user.type(input, 'Lovely!{Enter}');
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(input).toHaveValue('Lovely!');
    expect(feedLoads(calls)).toBe(1);
  });

  it('offers older moments page by page, following the server\'s next-page cursor, until there are no more', async () => {
    const { calls } = renderFeed({
      'GET /api/moments/all': ({ url }) =>
        url.includes('cursor=page-2')
          ? feedOf([aMoment({ _id: 'moment-old', description: 'Houseboat breakfast in Alleppey.' })])
          : { ...feedOf([aMoment({ _id: 'moment-new', description: 'Sunrise over the Dhauladhar range.' })]), headers: { 'X-Next-Cursor': 'page-2' } },
    });

    expect(await screen.findByText('Sunrise over the Dhauladhar range.')).toBeInTheDocument();
    expect(screen.queryByText('Houseboat breakfast in Alleppey.')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older moments' }));

    expect(await screen.findByText('Houseboat breakfast in Alleppey.')).toBeInTheDocument();
    expect(screen.getByText('Sunrise over the Dhauladhar range.')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/moments/all?cursor=page-2');
    expect(screen.queryByRole('button', { name: 'Show older moments' })).not.toBeInTheDocument();
  });
});
