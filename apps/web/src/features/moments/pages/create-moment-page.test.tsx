import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { me } from '../../../../test/moments-fixtures.ts';
import CreateMomentPage from './create-moment-page.tsx';

const photo = () => new File(['fake-png-bytes'], 'camp.png', { type: 'image/png' });

function renderCreate(answer: Parameters<typeof mockApi>[0][string] = { status: 201, body: { success: true, message: 'Moment shared successfully' } }) {
  const calls = mockApi({ 'GET /api/user/profile': { body: me }, 'POST /api/moments/create': answer });
  const view = renderPage(<CreateMomentPage />, { path: '/create', routes: [{ path: '/moments', element: <p>Moments feed</p> }] });
  return { calls, ...view };
}

const posts = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  localStorage.setItem('token', fakeToken('traveller'));
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Share a Moment', () => {
  it('shows the form with a picker for images only', () => {
    renderCreate();
    expect(screen.getByRole('heading', { name: 'Share a Moment' })).toBeInTheDocument();
    expect(screen.getByLabelText('Photo')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Moment Caption').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/moments');
    expect(screen.getByRole('button', { name: 'Publish Moment' })).toBeEnabled();
  });

  it('requires an image and a caption and sends nothing without them', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Publish Moment' }));
    expect(screen.getByText('Image is required.')).toBeInTheDocument();
    expect(screen.getByText('Caption is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Moment Caption'), '   ');
    await user.upload(screen.getByLabelText('Photo'), photo());
    await user.click(screen.getByRole('button', { name: 'Publish Moment' }));
    expect(screen.queryByText('Image is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Caption is required.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = renderCreate();
    await user.upload(screen.getByLabelText('Photo'), new File(['%PDF'], 'ticket.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the chosen photo' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Moment Caption'), 'Boarding pass');
    await user.click(screen.getByRole('button', { name: 'Publish Moment' }));
    expect(screen.getByText('Image is required.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('refuses SVG even though it is an image type', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.upload(screen.getByLabelText('Photo'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByText('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).')).toBeInTheDocument();
  });

  it('previews the chosen picture and releases the previous preview', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.upload(screen.getByLabelText('Photo'), photo());
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute('src', 'blob:preview-1');
    await user.upload(screen.getByLabelText('Photo'), new File(['other'], 'lake.jpg', { type: 'image/jpeg' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('publishes the picture and caption as multipart, then goes to /moments', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderCreate();
    const file = photo();
    await user.upload(screen.getByLabelText('Photo'), file);
    await user.type(screen.getByLabelText('Moment Caption'), 'Tents under the peaks');
    await user.click(screen.getByRole('button', { name: 'Publish Moment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/moments'));
    const [post] = posts(calls);
    expect(post!.url).toBe('/api/moments/create');
    const form = post!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('description')).toBe('Tents under the peaks');
    expect((form.get('image') as File).name).toBe('camp.png');
    expect(post!.headers.Authorization).toMatch(/^Bearer /);
  });

  it('disables the button while publishing', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    mockApi({ 'GET /api/user/profile': { body: me } });
    // Hold the upload open to see the page while it is in flight.
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/moments/create')) {
        await new Promise<void>((resolve) => (release = resolve));
        return new Response(JSON.stringify({ success: true }), { status: 201 });
      }
      return original(input, init);
    });
    renderPage(<CreateMomentPage />, { path: '/create' });
    await user.upload(screen.getByLabelText('Photo'), photo());
    await user.type(screen.getByLabelText('Moment Caption'), 'Hold on');
    await user.click(screen.getByRole('button', { name: 'Publish Moment' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish Moment' })).toBeDisabled());
    release();
  });

  it("says 'Oops! Something went wrong. Please try again.' when publishing fails", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderCreate({ status: 500, body: { message: 'Internal Server Error' } });
    await user.upload(screen.getByLabelText('Photo'), photo());
    await user.type(screen.getByLabelText('Moment Caption'), 'Tents under the peaks');
    await user.click(screen.getByRole('button', { name: 'Publish Moment' }));
    expect(await screen.findByText('Oops! Something went wrong. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create');
    expect(screen.getByRole('button', { name: 'Publish Moment' })).toBeEnabled();
  });

  it.each([
    [415, 'The file is not an image.'],
    [413, 'The image is larger than 8 MB.'],
  ])('shows the server’s own sentence when it refuses the picture (%i)', async (status, message) => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCreate({ status, body: { message } });
    await user.upload(screen.getByLabelText('Photo'), photo());
    await user.type(screen.getByLabelText('Moment Caption'), 'Tents under the peaks');
    await user.click(screen.getByRole('button', { name: 'Publish Moment' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Oops! Something went wrong. Please try again.')).not.toBeInTheDocument();
  });
});
