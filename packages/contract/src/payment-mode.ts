// How a page the server serves says, before any script runs, that payments are in test mode:
// `<meta name="yatrika-payments" content="sandbox">` in its <head>. The web app shows its test-mode
// ribbon from the first paint (no layout shift), then confirms it with GET /api/payment/config.
// No zod here: the web app reads it in its entry chunk.

export const PAYMENT_MODE_META = 'yatrika-payments';
