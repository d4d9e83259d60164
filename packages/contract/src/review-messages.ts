// The review sentences, without zod, so the web app can show exactly the server's words without
// shipping the schema library to the browser.

export const reviewMessages = {
  ratingRequired: 'Please provide a star rating.',
  created: 'Review submitted successfully.',
  alreadyReviewed: 'You have already reviewed this tour.',
  deleted: 'Review deleted.',
  notFound: 'Review not found.',
  updated: 'Review updated.',
  replied: 'Reply saved.',
  notYours: 'You can only change your own review.',
  hidden: 'Review hidden.',
  shown: 'Review shown again.',
  /** Above the reason on the author's own review, once an administrator hid it. */
  hiddenNotice: 'Hidden by Yatrika: not shown on the tour page and not counted in its rating.',
} as const;
