/**
 * Image fields are relative paths (`media/<id>.webp`) on the API host, which is ours.
 * Uploaded pictures also exist 480 px wide (`media/<id>-480.webp`) for cards and phones.
 * Shared by the web app (img src/srcset) and the server (which preloads a tour page's picture).
 */
export function mediaUrl(image: string | null | undefined): string {
  if (!image) return '/media/placeholder.webp';
  if (/^(https?:|data:|blob:|\/)/.test(image)) return image;
  return `/${image}`;
}

export function mediaSrcSet(image: string | null | undefined): string | undefined {
  if (!image) return undefined;
  const match = /^media\/([0-9a-f-]{36})\.webp$/.exec(image);
  if (!match) return undefined;
  return `/media/${match[1]}-480.webp 480w, /${image} 1600w`;
}

/** How wide the tour page shows its picture: the page's <img sizes> and the server's preload must agree. */
export const tourPictureSizes = '(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw';

/** How wide the traveller home shows its category tiles (the page's <img sizes> and the server's preload). */
export const categoryTileSizes = '(min-width: 768px) 25vw, 50vw';

/** The tour whose picture covers a category's tile on the traveller home: the newest of that category in the home list. */
export function categoryCover<Tour extends { category: string }>(tours: readonly Tour[] | undefined, category: string): Tour | undefined {
  return tours?.find((tour) => tour.category === category);
}

/** A link preview's picture (Open Graph, Twitter card): the size WhatsApp, Slack and X show large. */
export const previewPicture = { width: 1200, height: 630, contentType: 'image/jpeg' } as const;

/**
 * The address of a picture's link preview: a JPEG (every preview reader shows it, not all show
 * WebP) of previewPicture's size, made by the server from the stored picture when first asked.
 */
export function mediaPreviewUrl(image: string | null | undefined): string {
  const match = /^media\/([0-9a-f-]{36})\.webp$/.exec(image ?? '');
  return match ? `/media/${match[1]}-preview.jpg` : '/media/placeholder-preview.jpg';
}
