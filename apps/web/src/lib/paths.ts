import { publicTourPathOf } from '@yatrika/contract/public-tour-path';

/**
 * Every route of the spec's route table, in one place. `pattern` is what the router matches
 * (`app/router.tsx` builds its routes from it); `href` is what a link or a navigate goes to:
 * the path itself for a fixed page, a function of the parameters for the others.
 */
export interface RoutePath<Href extends string | ((...params: never[]) => string) = string | ((...params: never[]) => string)> {
  readonly pattern: string;
  readonly href: Href;
}

/** A page without parameters: its link is its pattern. */
const fixed = <Path extends string>(path: Path): RoutePath<Path> => ({ pattern: path, href: path });

/** The four tour categories as the page URLs name them (the API names them differently). */
export type CategorySlug = 'adventure' | 'religious' | 'historical' | 'romantic';

export const paths = {
  landing: fixed('/'),
  login: fixed('/login'),
  signup: fixed('/signup'),
  /** Asks for a password reset link by email. */
  forgotPassword: fixed('/forgot-password'),
  /** Where the emailed reset link leads: `/reset-password?token=…`. */
  resetPassword: fixed('/reset-password'),
  /** Where the emailed link confirming a new address leads: `/confirm-email?token=…`. */
  confirmEmail: fixed('/confirm-email'),
  travellerHome: fixed('/login/userdashboard'),
  profile: fixed('/login/userdashboard/userprofile'),
  profileEdit: fixed('/login/userdashboard/userprofile/useredit'),
  /** Password, email, a copy of the traveller's data, and deleting the account. */
  accountSettings: fixed('/login/userdashboard/userprofile/settings'),
  /** Where deleting the account leads: that it is closed, and what was cancelled and refunded. */
  accountClosed: fixed('/account-closed'),
  wishlist: fixed('/login/userdashboard/wishlist'),
  wishlistFull: fixed('/login/userdashboard/wishlistfull'),
  myBookings: fixed('/login/userdashboard/mybookings'),
  /** One booking on its own, with its printable receipt. */
  myBooking: { pattern: '/login/userdashboard/mybookings/:bookingId', href: (bookingId: string) => `/login/userdashboard/mybookings/${bookingId}` },
  /** A booking's e-ticket: the QR code shown at the meeting point (the server links to it as ticketPagePath). */
  bookingTicket: {
    pattern: '/login/userdashboard/mybookings/:bookingId/ticket',
    href: (bookingId: string) => `/login/userdashboard/mybookings/${bookingId}/ticket`,
  },
  myReviews: fixed('/login/dashboard/myreviews'),
  bookTour: { pattern: '/dashboard/booknow/:tourId', href: (tourId: string) => `/dashboard/booknow/${tourId}` },
  /**
   * A tour's public page, open to everyone and to link previews: `/tours/{id}/{slug of its title}`
   * (the server moves any other slug here). Links take `publicTourHref(tour)` (lib/public-tour-href.ts),
   * which makes the slug: the slug's rules stay out of the script every page loads.
   */
  publicTour: { pattern: '/tours/:tourId/:slug', href: (tourId: string, slug: string) => publicTourPathOf(tourId, slug) },
  /** A signed-in traveller's category list: `/userdashboard/adventuretours` and so on. */
  travellerCategory: { pattern: '/userdashboard/:categoryPage', href: (category: CategorySlug) => `/userdashboard/${category}tours` },
  destinations: fixed('/destinations'),
  /** A visitor's category list: `/destinations/adventure` and so on. */
  publicCategory: { pattern: '/destinations/:category', href: (category: CategorySlug) => `/destinations/${category}` },
  createMoment: fixed('/create'),
  moments: fixed('/moments'),
  comment: { pattern: '/comment/:id', href: (momentId: string) => `/comment/${momentId}` },
  /** The link in reminder emails: stops reminders and review requests, on a button, without signing in. */
  unsubscribe: fixed('/unsubscribe'),
  /** The link in the newsletter's confirmation email: `/newsletter/confirm?token=…`, confirmed on a button. */
  newsletterConfirm: fixed('/newsletter/confirm'),
  /** Where the emailed invitation to the operator's team leads: `/staff-invitation?token=…`. */
  staffInvitation: fixed('/staff-invitation'),
  /** A payment link's page, opened from the email: the signed token is its key (no sign-in). */
  payByLink: { pattern: '/pay/:token', href: (token: string) => `/pay/${encodeURIComponent(token)}` },
  /** The footer's pages, open to everyone: how booking works, reaching the operator, the rules. */
  help: fixed('/help'),
  contact: fixed('/contact'),
  cancellationPolicy: fixed('/cancellation-policy'),
  terms: fixed('/terms'),
  privacy: fixed('/privacy'),
  adminRegister: fixed('/register/admin'),
  adminLogin: fixed('/login/admin'),
  adminDashboard: fixed('/login/admindashboard'),
  /** Older addresses of the admin dashboard, still served. */
  adminDashboardAfterSignup: fixed('/signup/admindashboard'),
  adminDashboardShort: fixed('/admindashboard'),
  adminTours: fixed('/admindashboard/tours'),
  adminCreateTour: fixed('/admindashboard/tours/createtour'),
  adminBookings: fixed('/admindashboard/bookings'),
  /** A booking taken by phone and paid offline. */
  adminNewBooking: fixed('/admindashboard/bookings/new'),
  /** Who travels on which date, and each date's seats: the operator's manifest. */
  adminDepartures: fixed('/admindashboard/departures'),
  /** A month or a week of departures at a glance; each opens its manifest on the Departures screen. */
  adminDepartureCalendar: fixed('/admindashboard/departures/calendar'),
  /** Every payment order and what became of it, with reconciliation on demand. */
  adminPayments: fixed('/admindashboard/payments'),
  adminUsers: fixed('/admindashboard/users'),
  /** One traveller's record: bookings and money, reviews, the operator's notes, merging a duplicate. */
  adminCustomer: { pattern: '/admindashboard/users/:userId', href: (userId: string) => `/admindashboard/users/${userId}` },
  /** Travellers' moments, to hide one from the feed with a reason or bring it back. */
  adminMoments: fixed('/admindashboard/moments'),
  adminReviews: fixed('/admindashboard/reviews'),
  /** The server's background work (reconciliation, later emails and reminders): its state, and retrying a failed job. */
  adminJobs: fixed('/admindashboard/jobs'),
  /** The operator's promo codes: made, changed, switched off; their uses so far. */
  adminPromoCodes: fixed('/admindashboard/promo-codes'),
  /** Every email the site sent or would send (kept unsent when no mail server is set up), and one message as it reads. */
  adminEmails: fixed('/admindashboard/emails'),
  /** GST tax invoices and credit notes by month, each as a PDF, and the month as CSV (decision 033). */
  adminInvoices: fixed('/admindashboard/invoices'),
  /** Resellers selling through the API: their keys, and each month's bookings and commission. */
  adminResellers: fixed('/admindashboard/resellers'),
  /** The newsletter's addresses and where each stands, and the confirmed ones as CSV. */
  adminNewsletter: fixed('/admindashboard/newsletter'),
  adminEmail: { pattern: '/admindashboard/emails/:emailId', href: (emailId: string) => `/admindashboard/emails/${emailId}` },
  /** The operator's team: staff accounts, their roles and invitations. */
  adminTeam: fixed('/admindashboard/team'),
  /** The guide's phone: today's and tomorrow's departures to lead (decision 051). */
  adminGuide: fixed('/admindashboard/guide'),
  /** Every change the team made: who, when, from where, and the values before and after; owners export it. */
  adminAudit: fixed('/admindashboard/audit'),
  /** Checking parties in at the meeting point, on the operator's phone. */
  adminCheckIn: fixed('/admindashboard/check-in'),
  /** The signed-in staff account's own two-step sign-in: QR code, recovery codes, remembered devices (decision 049). */
  adminTwoStep: fixed('/admindashboard/two-step'),
  adminUpdateTour: { pattern: '/admin/tours/update/:id', href: (tourId: string) => `/admin/tours/update/${tourId}` },
} as const satisfies Record<string, RoutePath>;
