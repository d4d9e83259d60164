/**
 * The path of a tour's public page from its id and slug (public-tour-page.ts makes the slug).
 * Apart from the slug's rules so that the web app's route table, which every page loads, carries
 * only this. Letters outside ASCII are percent-encoded, as a browser sends them.
 */
export const publicTourPathOf = (tourId: string, slug: string) => `/tours/${tourId}/${encodeURIComponent(slug)}`;
