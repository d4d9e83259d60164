import type { Browser, Page } from 'playwright-core';
import { adminToken, bookAndPay, call, createTraveller, dayFromToday, payWithoutBooking, publicTours, reconcileNow, type Traveller } from '../support/api.ts';
import { seriousAccessibilityProblems } from '../support/axe.ts';
import { screenshot } from '../support/screens.ts';
import type { Site } from '../support/server.ts';
import { desktop, expect, openContext, phone, signIn, testOnOwnSite as test } from '../support/test.ts';

/**
 * A screenshot of every screen, filled with real data, at desktop and phone widths, written to
 * e2e/artifacts/<width>/<screen>.png for people to look at. Each screen must also fit its width,
 * and axe must find nothing serious or critical on it.
 *
 * The scene runs reconciliation (settling every unbooked payment on the site) and the admin screens list
 * everyone: these journeys run on a site of their own.
 */
interface Scene {
  traveller: Traveller;
  /** The traveller's account id: their record on the admin side. */
  travellerId: string;
  admin: string;
  tourId: string;
  bookingId: string;
  momentId: string;
  /** A booking confirmation in the outbox (kept: the site has no mail server). */
  emailId: string;
  /** The token of an open invitation to the team, as its email carries it. */
  invitationToken: string;
}

async function setTheScene(site: Site): Promise<Scene> {
  const traveller = await createTraveller(site, { firstname: 'Kavya', lastname: 'Nair' });
  const admin = await adminToken(site);
  const tours = await publicTours(site);
  const [tour, second] = tours;
  await call(site, 'POST', '/api/user/dashboard/wishlist/add', { token: traveller.token, body: { tourId: tour!._id } });
  await call(site, 'POST', '/api/user/reviews', {
    token: traveller.token,
    body: { tourId: tour!._id, rating: 5, comment: 'The guides were patient and the camp food was excellent.' },
  });
  const details = { fullName: 'Kavya Nair', phone: '9876543210', numPeople: 2 };
  const booked = await bookAndPay(site, traveller, { ...details, tourId: tour!._id, bookingDate: dayFromToday(40) });
  await call(site, 'PUT', `/api/admin/bookings/${booked}/status`, { token: admin, body: { status: 'booked' } });
  await call(site, 'POST', `/api/user/bookings/${booked}/generate-packing-guide`, { token: traveller.token });
  await bookAndPay(site, traveller, { ...details, tourId: second!._id, bookingDate: dayFromToday(70) });
  // Within the Departures screen's first fortnight: a date the operator made smaller.
  await call(site, 'PUT', `/api/admin/tours/${second!._id}/departures/${dayFromToday(6)}`, { token: admin, body: { capacity: 8 } });
  // Two payments that made no booking: one refunded by reconciliation, one paid since and still waiting (it
  // needs attention), for the Payments section of My Bookings and the admin Payments screen.
  await payWithoutBooking(site, traveller, 2500);
  await reconcileNow(site);
  await payWithoutBooking(site, traveller, 1250);
  const { moments } = await call<{ moments: Array<{ _id: string }> }>(site, 'GET', '/api/moments/all', { token: traveller.token });
  const emails = await call<Array<{ _id: string; kind: string }>>(site, 'GET', `/api/admin/emails?to=${encodeURIComponent(traveller.email)}&limit=100`, { token: admin });
  const confirmation = emails.find((email) => email.kind === 'booking-paid');
  if (!confirmation) throw new Error('The booking wrote no confirmation email.');
  const { _id: travellerId } = await call<{ _id: string }>(site, 'GET', '/api/user/profile', { token: traveller.token });
  await call(site, 'POST', `/api/admin/users/${travellerId}/notes`, { token: admin, body: { text: 'Asked for a window seat on the bus.' } });
  // Speed measurements as travellers' browsers send them, for the dashboard's "Real visitors' speed".
  const measured: Array<[string, number]> = [['/', 1900], ['/', 2700], ['/tours/:tourId/:slug', 4300]];
  for (const [page, lcp] of measured) {
    await call(site, 'POST', '/api/vitals', { body: { page, metrics: [{ name: 'LCP', value: lcp }, { name: 'INP', value: 180 }, { name: 'CLS', value: 0.02 }] } });
  }
  const invitationToken = await inviteColleague(site, admin);
  return { traveller, travellerId, admin, tourId: tour!._id, bookingId: booked, momentId: moments[0]!._id, emailId: confirmation._id, invitationToken };
}

/** Invites a front desk colleague and answers the link's token, read from the invitation in the outbox. */
async function inviteColleague(site: Site, admin: string): Promise<string> {
  const to = 'meera.front-desk@team.yatrika.test';
  await call(site, 'POST', '/api/admin/team/invitations', { token: admin, body: { email: to, role: 'front_desk' } });
  const [invitation] = await call<Array<{ _id: string }>>(site, 'GET', `/api/admin/emails?to=${encodeURIComponent(to)}&limit=1`, { token: admin });
  const { text } = await call<{ text: string }>(site, 'GET', `/api/admin/emails/${invitation!._id}`, { token: admin });
  const token = /\/staff-invitation\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error('The invitation email carries no link.');
  return token;
}

type Who = 'visitor' | 'traveller' | 'admin';
interface Screen {
  name: string;
  path: (scene: Scene) => string;
  who: Who;
  /** Something that is on screen once the page has its data. */
  ready: (page: Page) => Promise<unknown>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();
const text = (value: string) => (page: Page) => page.getByText(value, { exact: true }).first().waitFor();
const at = (path: string) => () => path;

const screens: Screen[] = [
  { name: 'landing', who: 'visitor', path: at('/'), ready: heading('Top Values for You') },
  { name: 'login', who: 'visitor', path: at('/login'), ready: (page) => page.getByRole('button', { name: 'Login' }).waitFor() },
  { name: 'signup', who: 'visitor', path: at('/signup'), ready: (page) => page.getByRole('button', { name: 'Next' }).waitFor() },
  { name: 'destinations', who: 'visitor', path: at('/destinations'), ready: heading('Best Packages') },
  { name: 'public-adventure', who: 'visitor', path: at('/destinations/adventure'), ready: heading('Adventure Tours') },
  { name: 'public-religious', who: 'visitor', path: at('/destinations/religious'), ready: heading('Religious Tours') },
  { name: 'public-historical', who: 'visitor', path: at('/destinations/historical'), ready: heading(/Historical/) },
  { name: 'public-romantic', who: 'visitor', path: at('/destinations/romantic'), ready: heading('Romantic Tours') },
  { name: 'admin-login', who: 'visitor', path: at('/login/admin'), ready: (page) => page.getByRole('button', { name: 'Login' }).waitFor() },
  { name: 'admin-register', who: 'visitor', path: at('/register/admin'), ready: (page) => page.getByLabel('Confirm password').waitFor() },
  // Opening the link changes nothing (mail scanners open links), so any token shows the question.
  { name: 'unsubscribe', who: 'visitor', path: at('/unsubscribe?token=from-an-email'), ready: (page) => page.getByRole('button', { name: 'Unsubscribe' }).waitFor() },
  { name: 'not-found', who: 'visitor', path: at('/no/such/page'), ready: heading('Page not found') },
  { name: 'help', who: 'visitor', path: at('/help'), ready: heading('Tickets and check-in') },
  { name: 'contact', who: 'visitor', path: at('/contact'), ready: (page) => page.getByRole('button', { name: 'Send message' }).waitFor() },
  { name: 'cancellation-policy', who: 'visitor', path: at('/cancellation-policy'), ready: heading('When the operator cancels') },
  { name: 'terms', who: 'visitor', path: at('/terms'), ready: heading('Terms of use') },
  { name: 'privacy', who: 'visitor', path: at('/privacy'), ready: heading('Deleting your account') },
  // Like unsubscribing, confirming waits for the button, so any token shows the question.
  { name: 'newsletter-confirm', who: 'visitor', path: at('/newsletter/confirm?token=from-an-email'), ready: heading(/Confirm your subscription/) },
  { name: 'staff-invitation', who: 'visitor', path: (scene) => `/staff-invitation?token=${scene.invitationToken}`, ready: (page) => page.getByRole('button', { name: 'Join the team' }).waitFor() },
  { name: 'account-closed', who: 'visitor', path: at('/account-closed'), ready: heading('Your account is closed') },

  { name: 'traveller-home', who: 'traveller', path: at('/login/userdashboard'), ready: heading('Best Packages') },
  { name: 'profile', who: 'traveller', path: at('/login/userdashboard/userprofile'), ready: text('Kavya') },
  { name: 'profile-edit', who: 'traveller', path: at('/login/userdashboard/userprofile/useredit'), ready: (page) => page.getByRole('button', { name: 'Save Changes' }).waitFor() },
  { name: 'wishlist', who: 'traveller', path: at('/login/userdashboard/wishlist'), ready: (page) => page.getByRole('link', { name: /Book Now/ }).first().waitFor() },
  {
    name: 'my-bookings',
    who: 'traveller',
    path: at('/login/userdashboard/mybookings'),
    ready: async (page) => {
      await page.getByRole('button', { name: 'View Packing Guide' }).waitFor();
      // The payments that made no booking arrive separately, under the cards.
      await page.getByRole('region', { name: 'Payments' }).getByRole('listitem').nth(1).waitFor();
    },
  },
  { name: 'booking-receipt', who: 'traveller', path: (scene) => `/login/userdashboard/mybookings/${scene.bookingId}`, ready: (page) => page.getByRole('button', { name: 'Print receipt' }).waitFor() },
  { name: 'booking-ticket', who: 'traveller', path: (scene) => `/login/userdashboard/mybookings/${scene.bookingId}/ticket`, ready: (page) => page.getByRole('button', { name: 'Print ticket' }).waitFor() },
  { name: 'my-reviews', who: 'traveller', path: at('/login/dashboard/myreviews'), ready: (page) => page.getByText('The guides were patient and the camp food was excellent.').first().waitFor() },
  { name: 'tour-detail', who: 'traveller', path: (scene) => `/dashboard/booknow/${scene.tourId}`, ready: (page) => page.getByRole('button', { name: 'Confirm Booking & Pay' }).waitFor() },
  { name: 'traveller-adventure', who: 'traveller', path: at('/userdashboard/adventuretours'), ready: heading('Adventure Tours') },
  { name: 'traveller-religious', who: 'traveller', path: at('/userdashboard/religioustours'), ready: heading('Religious Tours') },
  { name: 'traveller-historical', who: 'traveller', path: at('/userdashboard/historicaltours'), ready: heading(/Historical/) },
  { name: 'traveller-romantic', who: 'traveller', path: at('/userdashboard/romantictours'), ready: heading('Romantic Tours') },
  { name: 'moments', who: 'traveller', path: at('/moments'), ready: (page) => page.getByRole('article').first().waitFor() },
  { name: 'share-moment', who: 'traveller', path: at('/create'), ready: (page) => page.getByRole('button', { name: 'Publish Moment' }).waitFor() },
  { name: 'add-comment', who: 'traveller', path: (scene) => `/comment/${scene.momentId}`, ready: (page) => page.getByRole('button', { name: 'Submit Comment' }).waitFor() },

  {
    name: 'admin-dashboard',
    who: 'admin',
    path: at('/login/admindashboard'),
    ready: async (page) => {
      await text('Welcome back, Admin')(page);
      // Real visitors' speed, at the foot of the dashboard, with the scene's measurements.
      await page.getByRole('region', { name: "Real visitors' speed" }).getByRole('rowheader', { name: '/tours/:tourId/:slug' }).waitFor();
    },
  },
  { name: 'admin-tours', who: 'admin', path: at('/admindashboard/tours'), ready: heading('Available Tours') },
  { name: 'admin-create-tour', who: 'admin', path: at('/admindashboard/tours/createtour'), ready: (page) => page.getByRole('button', { name: 'Create Tour' }).waitFor() },
  { name: 'admin-update-tour', who: 'admin', path: (scene) => `/admin/tours/update/${scene.tourId}`, ready: (page) => page.getByRole('img', { name: /^Current picture of/ }).waitFor() },
  {
    name: 'admin-check-in',
    who: 'admin',
    path: at('/admindashboard/check-in'),
    ready: async (page) => {
      await page.getByRole('button', { name: 'Scan ticket' }).waitFor();
      await page.getByText("Loading today's departures...").waitFor({ state: 'detached' });
    },
  },
  { name: 'admin-departures', who: 'admin', path: at('/admindashboard/departures'), ready: (page) => page.getByRole('article').first().waitFor() },
  {
    name: 'admin-payments',
    who: 'admin',
    path: at('/admindashboard/payments'),
    ready: async (page) => {
      await page.getByRole('article').nth(1).waitFor();
      await page.getByRole('region', { name: 'Reconciliation' }).getByText(/^Last reconciliation:/).waitFor();
    },
  },
  // A table on a wide screen, cards on a phone.
  { name: 'admin-bookings', who: 'admin', path: at('/admindashboard/bookings'), ready: (page) => page.getByRole('table', { name: /^Bookings/ }).or(page.getByRole('article').first()).waitFor() },
  { name: 'admin-users', who: 'admin', path: at('/admindashboard/users'), ready: text('Kavya') },
  { name: 'admin-promo-codes', who: 'admin', path: at('/admindashboard/promo-codes'), ready: (page) => page.getByRole('button', { name: 'New code' }).waitFor() },
  { name: 'admin-jobs', who: 'admin', path: at('/admindashboard/jobs'), ready: (page) => page.getByRole('article').first().waitFor() },
  { name: 'admin-emails', who: 'admin', path: at('/admindashboard/emails'), ready: (page) => page.getByRole('article').first().waitFor() },
  { name: 'admin-email', who: 'admin', path: (scene) => `/admindashboard/emails/${scene.emailId}`, ready: (page) => page.getByRole('tab', { name: 'Plain text' }).waitFor() },
  { name: 'admin-customer', who: 'admin', path: (scene) => `/admindashboard/users/${scene.travellerId}`, ready: text('Asked for a window seat on the bus.') },
  { name: 'admin-moments', who: 'admin', path: at('/admindashboard/moments'), ready: (page) => page.getByRole('listitem').filter({ has: page.getByRole('img') }).first().waitFor() },
  { name: 'admin-departure-calendar', who: 'admin', path: at('/admindashboard/departures/calendar'), ready: (page) => page.getByRole('button', { name: 'Today' }).waitFor() },
  { name: 'admin-team', who: 'admin', path: at('/admindashboard/team'), ready: text('meera.front-desk@team.yatrika.test') },
  // The scene's own changes (its tours, bookings, notes) are in the log: a table on a wide screen, cards on a phone.
  { name: 'admin-audit', who: 'admin', path: at('/admindashboard/audit'), ready: (page) => page.getByRole('table', { name: /^Changes made by staff/ }).or(page.getByRole('article').first()).waitFor() },
  { name: 'admin-newsletter', who: 'admin', path: at('/admindashboard/newsletter'), ready: (page) => page.getByRole('button', { name: 'Download confirmed (CSV)' }).waitFor() },
  // The owner has not turned on two-step sign-in yet: the set-up's first step.
  { name: 'admin-two-step', who: 'admin', path: at('/admindashboard/two-step'), ready: (page) => page.getByRole('button', { name: 'Set up two-step sign-in' }).waitFor() },
  { name: 'admin-reviews', who: 'admin', path: at('/admindashboard/reviews'), ready: (page) => page.getByText('The guides were patient and the camp food was excellent.').first().waitFor() },
];

async function photographEveryScreen(browser: Browser, site: Site, scene: Scene, viewport: { width: number; height: number }) {
  const tokens: Record<Who, string | undefined> = { visitor: undefined, traveller: scene.traveller.token, admin: scene.admin };
  const accessibility: Record<string, string[]> = {};
  for (const who of ['visitor', 'traveller', 'admin'] as const) {
    const context = await openContext(browser, site, { viewport, timeout: 20_000 });
    const page = await context.newPage();
    const token = tokens[who];
    if (token) await signIn(page, token);
    for (const screen of screens.filter((each) => each.who === who)) {
      await page.goto(screen.path(scene));
      await screen.ready(page);
      // screenshot() loads the lazy pictures first.
      await screenshot(page, screen.name);
      const problems = await seriousAccessibilityProblems(page);
      if (problems.length > 0) accessibility[screen.name] = problems;
    }
    await context.close();
  }
  // Every screen is checked before failing, so one run lists all that is wrong.
  expect(accessibility, `axe at ${viewport.width} px`).toEqual({});
}

// Both tests photograph the same scene, set once for the file.
let scene: Promise<Scene> | undefined;

test('every screen fits a desktop window (1280 px) and is photographed', async ({ browser, site }) => {
  await photographEveryScreen(browser, site, await (scene ??= setTheScene(site)), desktop);
}, 300_000);

test('every screen fits a phone (390 px) and is photographed', async ({ browser, site }) => {
  await photographEveryScreen(browser, site, await (scene ??= setTheScene(site)), phone);
}, 300_000);
