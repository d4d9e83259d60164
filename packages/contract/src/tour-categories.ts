// The tour categories, without zod, so the web app's filters offer exactly the server's values.
export const tourCategories = ['adventure', 'religious', 'historical & cultural', 'romantic'] as const;
export type TourCategory = (typeof tourCategories)[number];

/** Each category as a page names it, in the site's sentence case: filters, the tour form, the tour's first screen. */
export const tourCategoryLabels: Record<TourCategory, string> = {
  adventure: 'Adventure',
  religious: 'Religious',
  'historical & cultural': 'Historical & cultural',
  romantic: 'Romantic',
};

/** A stored category's label; a value from before the four categories is shown as it is. */
export const tourCategoryLabel = (category: string) => tourCategoryLabels[category as TourCategory] ?? category;
