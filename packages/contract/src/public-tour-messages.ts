// The public tour page's sentences, without zod (the web app shows them as they are).

export const publicTourMessages = {
  /** On the login page, reached from Book on a tour's public page: why they are asked to log in. */
  loginToBook: 'Log in or sign up to book this tour. We will take you straight to its booking form.',
  /** On the login page, reached from the wishlist heart on a public page. */
  loginToSave: 'Log in or sign up to save this tour to your wishlist.',
  /** After the share button copied the link (browsers without a share sheet). */
  linkCopied: 'Link copied. Paste it anywhere to share this tour.',
  /** When neither sharing nor copying is possible. */
  shareFailed: 'Could not share the link. Copy it from the address bar.',
} as const;
