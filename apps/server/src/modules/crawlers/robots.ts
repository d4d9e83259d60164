/**
 * robots.txt: everything a visitor can open is open to crawlers (the landing page, Destinations,
 * the categories, each tour's public page, the help and policy pages, pictures and their link
 * previews); the API and the pages behind a sign-in are not, since a crawler would only see a
 * login form there. Each line is a path prefix, so `/login` also covers `/login/userdashboard`.
 */
const privatePrefixes = [
  '/api/',
  '/login',
  '/signup',
  '/register/',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/unsubscribe',
  '/newsletter/',
  '/dashboard/',
  '/userdashboard/',
  '/admindashboard',
  '/admin/',
  '/moments',
  '/create',
  '/comment/',
];

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
