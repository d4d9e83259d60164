// The footer's pages and the not-found page, as one chunk: each is small, and one entry in the
// router's table (instead of six) keeps the landing page's first download within its budget.
export { default as HelpPage } from './help-page.tsx';
export { default as ContactPage } from './contact-page.tsx';
export { default as CancellationPolicyPage } from './cancellation-policy-page.tsx';
export { default as TermsPage } from './terms-page.tsx';
export { default as PrivacyPage } from './privacy-page.tsx';
export { default as NotFoundPage } from './not-found-page.tsx';
