import { tourDetailLimits } from '@yatrika/contract/tour-details';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { mediaSrcSet, mediaUrl } from '../../../lib/media.ts';
import type { TourDetailsValues } from './tour-details-form.ts';

interface GalleryFieldsProps {
  kept: string[];
  added: File[];
  error: string | undefined;
  fileInputKey: number;
  onChange: (change: Pick<TourDetailsValues, 'keptGallery'> | Pick<TourDetailsValues, 'newGallery'>) => void;
}

/** The stored gallery pictures, each removable, and a chooser for more, up to the limit in all. */
export function GalleryFields({ kept, added, error, fileInputKey, onChange }: GalleryFieldsProps) {
  const room = tourDetailLimits.galleryImages - kept.length;
  return (
    <div role="group" aria-labelledby="gallery-fields-title" className="flex flex-col gap-3">
      <h4 id="gallery-fields-title" className="text-sm font-semibold text-stone-700">
        Gallery
      </h4>
      {kept.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {kept.map((image, index) => (
            <li key={image} className="flex flex-col gap-1.5">
              <img
                src={mediaUrl(image)}
                srcSet={mediaSrcSet(image)}
                sizes="160px"
                alt={`Gallery picture ${index + 1}`}
                width={160}
                height={100}
                className="aspect-[16/10] w-full rounded-lg bg-stone-100 object-cover ring-1 ring-stone-200"
              />
              <Button variant="secondary" size="sm" onClick={() => onChange({ keptGallery: kept.filter((path) => path !== image) })}>
                Remove picture {index + 1}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        key={fileInputKey}
        label="Add gallery pictures"
        name="gallery"
        type="file"
        accept="image/*"
        multiple
        disabled={room <= 0}
        error={error}
        hint={
          room <= 0
            ? `The gallery is full (${tourDetailLimits.galleryImages} pictures): remove one to add another.`
            : `Optional: up to ${room}${kept.length > 0 ? ' more' : ''}, shown after the main image.${added.length ? ` ${added.length} chosen.` : ''}`
        }
        onChange={(event) => onChange({ newGallery: [...(event.target.files ?? [])] })}
        className="px-2 py-2 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
      />
    </div>
  );
}
