import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { me } from '../../../../test/moments-fixtures.ts';
import CommentPage from './comment-page.tsx';

function renderComment(answer: Parameters<typeof mockApi>[0][string]) {
  const calls = mockApi({ 'GET /api/user/profile': { body: me }, 'POST /api/moments/comment/moment-7': answer });
  const view = renderPage(<CommentPage />, { path: '/comment/:id', url: '/comment/moment-7', routes: [{ path: '/moments', element: <p>Moments feed</p> }] });
  return { calls, ...view };
}

/** happy-dom has no alert(); the page's call lands here. */
function stubAlert() {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  return alert;
}

const added = { status: 201, body: { success: true, message: 'Comment added successfully', comment: {} } };

beforeEach(() => {
  localStorage.setItem('token', fakeToken('traveller'));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Add a Comment', () => {
  it("sends {text} with the token, alerts 'Comment added successfully' and goes to /moments", async () => {
    const user = userEvent.setup();
    const alert = stubAlert();
    const { calls, router } = renderComment(added);
    expect(screen.getByRole('heading', { name: 'Add a Comment' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), ' What a view! ');
    await user.click(screen.getByRole('button', { name: 'Submit Comment' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Comment added successfully'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/moments'));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/moments/comment/moment-7');
    expect(post.body).toEqual({ text: 'What a view!' });
    expect(post.headers.Authorization).toMatch(/^Bearer /);
  });

  it('does nothing for an empty comment', async () => {
    const user = userEvent.setup();
    const alert = stubAlert();
    const { calls, router } = renderComment(added);
    await user.click(screen.getByRole('button', { name: 'Submit Comment' }));
    await user.type(screen.getByRole('textbox'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Comment' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/comment/moment-7');
  });

  it("shows the server's message in red when the comment is refused", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = stubAlert();
    const { router } = renderComment({ status: 404, body: { success: false, message: 'Moment not found.' } });
    await user.type(screen.getByRole('textbox'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit Comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Moment not found.');
    expect(alert).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/comment/moment-7');
  });
});
