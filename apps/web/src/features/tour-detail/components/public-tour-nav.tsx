import { PublicHeader } from '../../../components/layout/public-header.tsx';
import { paths } from '../../../lib/paths.ts';

/** The public tour page's header: the word mark home, Destinations, and the visitor's or traveller's links. */
export function PublicTourNav() {
  return <PublicHeader links={[{ to: paths.destinations.href, label: 'Destinations' }]} width="max-w-6xl" />;
}
