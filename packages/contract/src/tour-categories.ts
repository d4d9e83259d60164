// The tour categories, without zod, so the web app's filters offer exactly the server's values.
export const tourCategories = ['adventure', 'religious', 'historical & cultural', 'romantic'] as const;
export type TourCategory = (typeof tourCategories)[number];
