import { tourSlug } from '@yatrika/contract/public-tour-page';
import { paths } from './paths.ts';

/** The link to a tour's public page, with the slug of its title (as the server's canonical address). */
export const publicTourHref = (tour: { _id: string; title: string }) => paths.publicTour.href(tour._id, tourSlug(tour.title));
