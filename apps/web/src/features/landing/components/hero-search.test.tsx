import type { SearchSuggestion } from '@yatrika/contract/search-suggestions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../../../test/render.tsx';
import { HeroSearch } from './hero-search.tsx';

const suggestions: SearchSuggestion[] = [
  { kind: 'place', label: 'Rishikesh', detail: 'Uttarakhand · 2 tours', leadsTo: { q: 'Rishikesh' } },
  { kind: 'state', label: 'Uttarakhand', detail: '5 tours', leadsTo: { state: 'Uttarakhand' } },
  { kind: 'tour', label: 'White-Water Rafting on the Ganga', detail: 'Rishikesh, Uttarakhand', leadsTo: { tourId: '5f1c2a8e-0000-4000-8000-000000000001' } },
];

const open = () =>
  renderPage(<HeroSearch />, {
    path: '/',
    routes: [
      { path: '/destinations', element: <p>Destinations</p> },
      { path: '/login', element: <p>Login</p> },
    ],
  });

afterEach(() => vi.restoreAllMocks());

/**
 * The box once the visitor has reached for it (a click) and its suggestions' code has arrived:
 * until then it is a closed combobox with no list (hero-search.tsx), then the one with suggestions.
 */
async function reachForTheBox(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Search tours' }));
  return waitFor(() => {
    const box = screen.getByRole('combobox', { name: 'Search tours' });
    expect(box).toHaveAttribute('aria-controls');
    return box;
  }, { timeout: 5000 });
}

describe('the landing search', () => {
  it("opens Destinations with the visitor's search in the address", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/routes/suggest': { body: { suggestions: [] } } });
    const { router } = open();
    await user.type(await reachForTheBox(user), ' Jaipur forts {Enter}');
    expect(await screen.findByText('Destinations')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/destinations');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Jaipur forts');
  });

  it('suggests as the visitor types; arrow keys choose, each option named with its kind, Enter follows it', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /api/routes/suggest': { body: { suggestions } } });
    const { router } = open();
    const box = await reachForTheBox(user);
    await user.type(box, 'rishi');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Place:RishikeshUttarakhand · 2 tours',
      'State:Uttarakhand5 tours',
      'Tour:White-Water Rafting on the GangaRishikesh, Uttarakhand',
    ]);
    expect(screen.getByText('3 suggestions; arrow keys to choose')).toBeInTheDocument();
    // The box waits for a pause in typing: one request for the word, not one a letter.
    expect(calls.map((call) => new URL(call.url, 'http://x').searchParams.get('q'))).toEqual(['rishi']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getAllByRole('option')[1]!;
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[2]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByText('Destinations')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=Rishikesh');
  });

  it("Escape closes the list and leaves the text; a tour leads to its public page", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/routes/suggest': { body: { suggestions } } });
    const { router } = open();
    const box = await reachForTheBox(user);
    await user.type(box, 'rafting');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('rafting');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tours/5f1c2a8e-0000-4000-8000-000000000001/white-water-rafting-on-the-ganga'));
  });

  it('chooses with a tap, and a state leads to its list', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/routes/suggest': { body: { suggestions } } });
    const { router } = open();
    await user.type(await reachForTheBox(user), 'uttara');
    await user.click(await screen.findByRole('option', { name: /Uttarakhand\s*5 tours/ }));
    expect(await screen.findByText('Destinations')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=Uttarakhand');
  });

  it('fetches the suggestions only once the visitor reaches for the box, keeping what was typed before they came', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/routes/suggest': { body: { suggestions } } });
    open();
    // Before: a closed combobox with the same label and look, and no list.
    const plain = await screen.findByRole('combobox', { name: 'Search tours' });
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    expect(plain).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();

    // The keyboard's way in: Tab to the box and type at once; the keys go wherever the focus is.
    await user.tab();
    await user.keyboard('rishi');
    // The first import of the chunk in a test run can take a while (the test runner compiles it).
    const list = await screen.findByRole('listbox', { name: 'Suggestions' }, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    const box = screen.getByRole('combobox', { name: 'Search tours' });
    expect(box).toHaveValue('rishi');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });
});
