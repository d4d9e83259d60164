/** The moments screens' own sentences (the spec's where it gives one). */
export const momentScreenMessages = {
  /** Spec §8, moment creation. */
  publishFailed: 'Oops! Something went wrong. Please try again.',
  notAnImage: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
  commentFailed: 'Failed to add the comment. Please try again.',
} as const;
