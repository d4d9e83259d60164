import type { ReactNode } from 'react';
import { formatRupees } from '../../lib/format.ts';
import { mediaSrcSet, mediaUrl } from '../../lib/media.ts';

interface TourCardProps {
  title: string;
  image: string | null | undefined;
  /** Rupees per person; undefined shows the spec's 'N/A'. */
  pricePerPerson: number | undefined;
  location?: string | undefined;
  description?: string | undefined;
  /** Top-right corner of the picture (the wishlist heart, a status badge). */
  corner?: ReactNode;
  /** The card's buttons (Book Now, Remove…). */
  actions?: ReactNode;
  /** Eager for the first cards on screen; lazy (default) below the fold. */
  eager?: boolean;
}

/** The tour card every list uses: picture, where, what, price per person, actions. */
export function TourCard({ title, image, pricePerPerson, location, description, corner, actions, eager = false }: TourCardProps) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-stone-200/70">
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-200">
        <img
          src={mediaUrl(image)}
          srcSet={mediaSrcSet(image)}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt={title}
          width={480}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {corner && <div className="absolute top-3 right-3">{corner}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {location !== undefined && (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{location}</p>
        )}
        <h3 className="text-lg leading-snug font-semibold">{title}</h3>
        {description !== undefined && <p className="line-clamp-3 text-sm text-stone-600">{description}</p>}
        <p className="mt-auto pt-2 text-stone-700">
          <span className="text-lg font-bold text-stone-900">{pricePerPerson === undefined ? 'N/A' : formatRupees(pricePerPerson)}</span>
          <span className="text-sm"> per person</span>
        </p>
        {actions && <div className="flex flex-wrap items-center gap-2 pt-1">{actions}</div>}
      </div>
    </article>
  );
}
