/** Query keys of the newsletter screen: everything under `all`, so one refresh reads the list and counts again. */
export const newsletterKeys = {
  all: ['admin', 'newsletter'] as const,
};
