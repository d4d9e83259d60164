import { paths } from '../../lib/paths.ts';

/** The landing page's hard-coded display data (spec §3 "Static display data", §1 claims). */

export const stats = [
  { value: '10', unit: 'years', label: 'of experience' },
  { value: '300', unit: 'destination', label: 'collaborations' },
  { value: '40k+', unit: 'happy', label: 'customers' },
] as const;

export const claims = ['Over 460 destinations', 'Guides with over 15 years of experience', 'Fast ticket purchase'] as const;

export const values = [
  {
    title: 'Lots of Choices',
    text: 'Over 460 destinations, from Himalayan passes to the backwaters of Kerala, in adventure, religious, historical and romantic tours.',
    icon: 'compass',
  },
  {
    title: 'Best Your Guide',
    text: 'Travel with guides who have over 15 years of experience and know every trail, temple and story along the way.',
    icon: 'guide',
  },
  {
    title: 'Easy For Booking',
    text: 'Fast ticket purchase: choose your date and party, pay online in rupees and get your confirmation in minutes.',
    icon: 'ticket',
  },
] as const;

export const topDestinations = [
  { name: 'Adventure Tours', rating: '4.2', reviews: '2.8k', to: paths.publicCategory.href('adventure'), image: '/images/categories/adventure-640.webp' },
  { name: 'Religious Tours', rating: '4.8', reviews: '5.6k', to: paths.publicCategory.href('religious'), image: '/images/categories/religious-640.webp' },
  { name: 'Romantic Tours', rating: '4.5', reviews: '4.3k', to: paths.publicCategory.href('romantic'), image: '/images/categories/romantic-640.webp' },
  { name: 'Historical Tours', rating: '4.9', reviews: '10.1k', to: paths.publicCategory.href('historical'), image: '/images/categories/historical-640.webp' },
] as const;

export const activities = [
  { name: 'River Rafting', place: 'Arunachal Pradesh', rating: '4.7', reviews: '3.5k', image: '/images/activities/river-rafting.webp', alt: 'A raft of paddlers on a green river under a rope bridge' },
  { name: 'Sky diving', place: 'Mysore', rating: '4.9', reviews: '4.8k', image: '/images/activities/sky-diving.webp', alt: 'Canopies gliding over mountains in the evening light' },
  { name: 'Jungle Safari', place: 'Jim Corbett National Park', rating: '4.6', reviews: '2.9k', image: '/images/activities/jungle-safari.webp', alt: 'A waterfall falling into a pool in thick forest' },
  { name: 'Trekking', place: 'Kasauli', rating: '4.8', reviews: '5.1k', image: '/images/activities/trekking.webp', alt: 'Tents in a meadow below snowy peaks at dawn' },
  { name: 'Deep Sea Diving', place: 'Goa', rating: '4.9', reviews: '6.2k', image: '/images/activities/deep-sea-diving.webp', alt: 'A diver above a coral reef in blue water' },
] as const;

/** The experience-rating prompt: shown, not interactive (spec §2). */
export const moods = [
  { emoji: '😞', label: 'Bad' },
  { emoji: '😐', label: 'Okay' },
  { emoji: '😊', label: 'Good' },
  { emoji: '😍', label: 'Loved it' },
] as const;

/**
 * The footer's link lists. The spec gives them no targets; those with a page of their own link to
 * it (`to`), the rest stay plain text.
 */
export const footerLists: readonly { title: string; items: readonly { label: string; to?: string }[] }[] = [
  { title: 'About', items: [{ label: 'About Yatrika' }, { label: 'How it works', to: paths.help.href }, { label: 'Our guides' }, { label: 'Travel stories' }] },
  { title: 'Company', items: [{ label: 'Careers' }, { label: 'Partnerships' }, { label: 'Press' }, { label: 'Responsible travel' }] },
  {
    title: 'Support',
    items: [
      { label: 'Help centre', to: paths.help.href },
      { label: 'Booking and payments', to: `${paths.help.href}#payment` },
      { label: 'Cancellations', to: paths.cancellationPolicy.href },
      { label: 'Privacy', to: paths.privacy.href },
      { label: 'Terms', to: paths.terms.href },
      { label: 'Contact us', to: paths.contact.href },
    ],
  },
];
