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
} as const;
