import type { Tour } from '@yatrika/contract/tours';
import { mediaSrcSet, mediaUrl } from '../../../lib/media.ts';

/** The greeting at the top of home, with a picture from the catalogue fading in on wider screens. */
export function WelcomeBanner({ firstname, picture }: { firstname: string | undefined; picture: Tour | undefined }) {
  return (
    <section className="relative overflow-hidden rounded-card bg-brand-800 px-6 py-7 text-white shadow-card sm:px-8 sm:py-10">
      {picture && (
        <div className="absolute inset-y-0 right-0 hidden w-1/2 sm:block" aria-hidden="true">
          <img
            src={mediaUrl(picture.image)}
            srcSet={mediaSrcSet(picture.image)}
            sizes="40vw"
            alt=""
            width={480}
            height={300}
            className="size-full object-cover"
          />
          <span className="absolute inset-0 bg-gradient-to-r from-brand-800 via-brand-800/60 to-transparent" />
        </div>
      )}
      <div className="absolute -top-16 -left-10 size-56 rounded-full bg-marigold-300/15 blur-2xl" aria-hidden="true" />
      <div className="relative max-w-md">
        <p className="text-sm font-semibold tracking-wide text-marigold-300 uppercase">{firstname ? `Namaste, ${firstname}` : 'Namaste'}</p>
        <h1 className="mt-2 font-display text-3xl leading-tight font-bold text-white sm:text-4xl">Where will your next journey take you?</h1>
        <p className="mt-3 text-brand-100">Hand-picked tours across India, from Himalayan treks to temple towns and lakeside escapes.</p>
      </div>
    </section>
  );
}
