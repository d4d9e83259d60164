import { matchPath } from 'react-router';
import { paths, type CategorySlug } from '../../lib/paths.ts';

export const categoryKeys = ['adventure', 'religious', 'historical', 'romantic'] as const satisfies readonly CategorySlug[];
export type CategoryKey = (typeof categoryKeys)[number];

/** What a category's pages say and where they fetch from: shared by the public and signed-in lists. */
export interface CategoryCopy {
  key: CategoryKey;
  /** The tile's name on Popular Destinations. */
  name: string;
  /** The fixed rating on the Popular Destinations tiles (spec §2). */
  rating: number;
  title: string;
  tagline: string;
  /** Undefined for romantic: the spec gives that page no loading text. */
  loadingText: string | undefined;
  /** Undefined for romantic: its failures are only logged. */
  errorText: string | undefined;
  /** Only adventure cards show where the tour goes, and fill in missing fields. */
  adventureCard: boolean;
  /** The category's picture (decorative: the title beside it names it). */
  image: { small: string; large: string };
  publicPath: string;
  travellerPath: string;
  /** `/api/routes/{publicApi}` and `/api/user/dashboard/tours/{travellerApi}`. */
  publicApi: string;
  travellerApi: string;
}

const toursError = 'Failed to load tours. Please try again.';

const image = (key: CategoryKey) => ({
  small: `/images/categories/${key}-640.webp`,
  large: `/images/categories/${key}-1600.webp`,
});

export const categoryCopy: Record<CategoryKey, CategoryCopy> = {
  adventure: {
    key: 'adventure',
    name: 'Adventure',
    rating: 4.8,
    title: 'Adventure Tours',
    tagline: 'Raft the Ganga, cross Himalayan passes, dive coral reefs and fly over valleys, with guides who keep you safe.',
    loadingText: 'Loading adventure tours...',
    errorText: 'Failed to load adventure tours. Please try again later.',
    adventureCard: true,
    image: image('adventure'),
    publicPath: paths.publicCategory.href('adventure'),
    travellerPath: paths.travellerCategory.href('adventure'),
    publicApi: 'adventure',
    travellerApi: 'adventure',
  },
  religious: {
    key: 'religious',
    name: 'Religious',
    rating: 4.8,
    title: 'Religious Tours',
    tagline: 'Pilgrimages to the ghats, temples and monasteries of India, planned around the rituals and the seasons.',
    loadingText: 'Loading religious tours...',
    errorText: toursError,
    adventureCard: false,
    image: image('religious'),
    publicPath: paths.publicCategory.href('religious'),
    travellerPath: paths.travellerCategory.href('religious'),
    publicApi: 'religious',
    travellerApi: 'religious',
  },
  historical: {
    key: 'historical',
    name: 'Historical and Cultural',
    rating: 4.7,
    title: 'Historical and Cultural Tours',
    tagline: 'Forts, palaces, caves and ancient cities, with guides who bring their stories to life.',
    loadingText: 'Loading historical and cultural tours...',
    errorText: toursError,
    adventureCard: false,
    image: image('historical'),
    publicPath: paths.publicCategory.href('historical'),
    travellerPath: paths.travellerCategory.href('historical'),
    publicApi: 'historical',
    travellerApi: 'historical-cultural',
  },
  romantic: {
    key: 'romantic',
    name: 'Romantic',
    rating: 4.4,
    title: 'Romantic Tours',
    tagline: 'Houseboats, lake palaces, tea hills and starlit dunes: unhurried journeys for two.',
    loadingText: undefined,
    errorText: undefined,
    adventureCard: false,
    image: image('romantic'),
    publicPath: paths.publicCategory.href('romantic'),
    travellerPath: paths.travellerCategory.href('romantic'),
    publicApi: 'romantic',
    travellerApi: 'romantic',
  },
};

/** The category a public route names (`paths.publicCategory`: `/destinations/:category`), if any. */
export function categoryFromPublicParam(param: string | undefined): CategoryCopy | undefined {
  return categoryKeys
    .map((key) => categoryCopy[key])
    .find((copy) => param !== undefined && matchPath(paths.publicCategory.pattern, copy.publicPath)?.params.category === param);
}

/** The category a signed-in route names (`paths.travellerCategory`: `/userdashboard/:categoryPage`), if any. */
export function categoryFromTravellerParam(param: string | undefined): CategoryCopy | undefined {
  return categoryKeys
    .map((key) => categoryCopy[key])
    .find((copy) => param !== undefined && matchPath(paths.travellerCategory.pattern, copy.travellerPath)?.params.categoryPage === param);
}

/** The spec's fallbacks for an adventure card with missing fields. */
export const adventureFallbacks = {
  title: 'Tour Title',
  description: 'No description available for this tour. Embark on an unforgettable journey!',
  location: 'Unknown Location',
} as const;
