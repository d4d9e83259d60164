// The tour sentences, without zod, so the web app can show exactly the server's words without
// shipping the schema library to the browser.

export const tourMessages = {
  notFound: 'Tour not found.',
  unknownCategory: 'No such tour category.',
  imageRequired: 'Image is required.',
  created: 'Tour created successfully!',
  updated: 'Tour updated successfully.',
  banned: 'Tour banned successfully.',
  unbanned: 'Tour unbanned successfully.',
  deleted: 'Tour deleted successfully.',
} as const;
