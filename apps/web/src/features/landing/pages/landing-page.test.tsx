import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, mockApi, renderPage } from '../../../../test/render.tsx';
import { aTravellerProfile } from '../../../../test/fixtures.ts';

const travellerProfile = aTravellerProfile();
import LandingPage from './landing-page.tsx';

const open = () => renderPage(<LandingPage />, { path: '/' });
/** The page with the sections under the hero, which load in a chunk of their own. */
async function openWhole() {
  const rendered = open();
  await screen.findByRole('contentinfo');
  await screen.findByRole('link', { name: 'Get Started' });
  return rendered;
}

describe('Landing page', () => {
  it('links Home, Destinations, Explore, Contact (the Contact page), Login and Signup', () => {
    open();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Destinations' })).toHaveAttribute('href', '/destinations');
    expect(within(nav).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '#explore');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
  });

  it("shows a signed-in traveller their name and My Bookings instead of Login and Signup", async () => {
    localStorage.setItem('token', fakeToken('traveller'));
    mockApi({ 'GET /api/user/profile': { body: travellerProfile } });
    open();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: travellerProfile.firstname })).toHaveAttribute('href', '/login/userdashboard');
    expect(within(nav).getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/login/userdashboard/mybookings');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
  });

  it('folds the navigation into a menu button on phones', async () => {
    open();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('landing-menu')).not.toBeVisible();
    await userEvent.setup().click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('landing-menu')).toBeVisible();
  });

  it('shows the tagline over a looping muted video with a poster', () => {
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Travel with purpose, Make a difference in the world');
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/videos/hero.mp4');
    expect(video).toHaveAttribute('poster', '/videos/hero.jpg');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
  });

  it('states the claims and the stats', () => {
    open();
    for (const claim of ['Over 460 destinations', 'Guides with over 15 years of experience', 'Fast ticket purchase']) {
      expect(screen.getByText(claim)).toBeInTheDocument();
    }
    const stats = screen.getByRole('region', { name: 'Yatrika in numbers' });
    for (const [value, label] of [
      ['10', 'years of experience'],
      ['300', 'destination collaborations'],
      ['40k+', 'happy customers'],
    ] as const) {
      expect(within(stats).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
  });

  it("has 'Top Values for You' with id destinations and its three blurbs", async () => {
    await openWhole();
    const section = screen.getByRole('heading', { name: 'Top Values for You' }).closest('section')!;
    expect(section).toHaveAttribute('id', 'destinations');
    for (const title of ['Lots of Choices', 'Best Your Guide', 'Easy For Booking']) {
      expect(within(section).getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it("has 'Explore Top Destinations' with the four rated category cards and their links", async () => {
    await openWhole();
    const section = within(screen.getByRole('heading', { name: 'Explore Top Destinations' }).closest('section')!);
    const cards = [
      ['Adventure Tours', '4.2', '2.8k', '/destinations/adventure'],
      ['Religious Tours', '4.8', '5.6k', '/destinations/religious'],
      ['Romantic Tours', '4.5', '4.3k', '/destinations/romantic'],
      ['Historical Tours', '4.9', '10.1k', '/destinations/historical'],
    ] as const;
    expect(section.getAllByRole('link')).toHaveLength(4);
    for (const [name, rating, reviews, href] of cards) {
      const link = section.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveTextContent(`${rating}(${reviews} reviews)`);
    }
  });

  it('has the adventure showcase with id explore, the five activities and View More to /login', async () => {
    await openWhole();
    const section = screen.getByRole('heading', { name: 'Feel the rush across India' }).closest('section')!;
    expect(section).toHaveAttribute('id', 'explore');
    const activities = [
      ['River Rafting', 'Arunachal Pradesh', '4.7', '3.5k'],
      ['Sky diving', 'Mysore', '4.9', '4.8k'],
      ['Jungle Safari', 'Jim Corbett National Park', '4.6', '2.9k'],
      ['Trekking', 'Kasauli', '4.8', '5.1k'],
      ['Deep Sea Diving', 'Goa', '4.9', '6.2k'],
    ];
    for (const [name, place, rating, reviews] of activities) {
      const card = within(section).getByRole('heading', { name }).closest('article')!;
      expect(card).toHaveTextContent(`${place}`);
      expect(card).toHaveTextContent(`${rating}(${reviews} reviews)`);
      expect(within(card).getByRole('img')).toHaveAttribute('alt');
    }
    expect(within(section).getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/login');
  });

  it("has 'Get Started' to /login and four mood emojis that are not buttons", async () => {
    await openWhole();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    const prompt = screen.getByText('How was your last travel experience?').parentElement!;
    expect(within(prompt).getAllByRole('img').map((mood) => mood.textContent)).toEqual(['😞', '😐', '😊', '😍']);
    expect(within(prompt).queryAllByRole('button')).toHaveLength(0);
  });

  it('ends with the contact footer: three lists, the help and policy pages linked, Contact us, and a Get in Touch email box', async () => {
    const calls = mockApi({});
    await openWhole();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('id', 'contact');
    for (const title of ['About', 'Company', 'Support', 'Get in Touch']) {
      expect(within(footer).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const support = within(within(footer).getByRole('heading', { name: 'Support' }).parentElement!);
    for (const [name, href] of [
      ['Help centre', '/help'],
      ['Booking and payments', '/help#payment'],
      ['Cancellations', '/cancellation-policy'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Contact us', '/contact'],
    ]) {
      expect(support.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getAllByRole('link', { name: 'Contact us' }).map((link) => link.getAttribute('href'))).toEqual(['/contact', '/contact']);
    const email = within(footer).getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    const form = email.closest('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(form, submit);
    // The page stays; an empty box is answered on the page, and nothing is sent.
    expect(submit.defaultPrevented).toBe(true);
    expect(within(footer).getByRole('alert')).toHaveTextContent('Email is required.');
    expect(within(footer).getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('makes every footer list entry either a link to a page of the site, or plain words that do not look like one', async () => {
    await openWhole();
    const footer = screen.getByRole('contentinfo');
    const pages = ['/help', '/help#payment', '/cancellation-policy', '/privacy', '/terms', '/contact'];
    const entries = within(footer)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild!);
    expect(entries).toHaveLength(14);
    for (const entry of entries) {
      if (entry.tagName === 'A') {
        expect(pages, entry.textContent!).toContain(entry.getAttribute('href'));
        expect(entry.className).toContain('underline');
      } else {
        // Without a page: not a link, and dressed in none of a link's clothes.
        expect(entry.closest('a'), entry.textContent!).toBeNull();
        expect(entry.className, entry.textContent!).not.toMatch(/underline|hover:|cursor-pointer/);
      }
    }
    expect(within(footer).getByText('Careers').closest('a')).toBeNull();
  });
});
