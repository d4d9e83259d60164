import { NOT_FOUND_PAGE } from '@yatrika/contract/vitals-rules';
import { matchRoutes } from 'react-router';
import { paths } from '../../lib/paths.ts';

const routes = Object.values(paths).map((path) => ({ path: path.pattern }));

/**
 * The route pattern an address is a page of (`/tours/5f0c…/golden-triangle` → `/tours/:tourId/:slug`),
 * ranked as the router ranks them; `*` for an address of no route (the "Page not found" page). Only
 * the pattern leaves the browser: never an id, a token or a query.
 */
export function pagePatternOf(pathname: string): string {
  return matchRoutes(routes, pathname)?.[0]?.route.path ?? NOT_FOUND_PAGE;
}
