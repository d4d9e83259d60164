import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { mediaSrcSet, mediaUrl } from '../../../lib/media.ts';
import { TourSection } from './tour-section.tsx';

interface TourGalleryProps {
  title: string;
  gallery: string[];
}

/** "Hampi: picture 2 of 4": pictures have no captions, so the tour and the place in the set name them. */
export const galleryAlt = (title: string, index: number, count: number) => `${title}: picture ${index + 1} of ${count}`;

/** A grid of the extra pictures; each is a button that opens it larger, with previous and next. */
export function TourGallery({ title, gallery }: TourGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const count = gallery.length;
  const step = (by: number) => setOpen((current) => (current === null ? null : (current + by + count) % count));

  return (
    <TourSection id="tour-gallery" title="Gallery">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {gallery.map((image, index) => (
          <li key={image}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open ${galleryAlt(title, index, count)}`}
              className="block w-full overflow-hidden rounded-xl bg-stone-200 ring-1 ring-stone-200"
            >
              <img
                src={mediaUrl(image)}
                srcSet={mediaSrcSet(image)}
                sizes="(min-width: 1024px) 240px, 50vw"
                alt={galleryAlt(title, index, count)}
                width={480}
                height={300}
                loading="lazy"
                className="aspect-[16/10] w-full object-cover transition-transform hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Modal
          open
          title={`Picture ${open + 1} of ${count}`}
          onClose={() => setOpen(null)}
          footer={
            <>
              {count > 1 && (
                <>
                  <Button variant="secondary" onClick={() => step(-1)}>
                    Previous
                  </Button>
                  <Button variant="secondary" onClick={() => step(1)}>
                    Next
                  </Button>
                </>
              )}
              <Button onClick={() => setOpen(null)}>Close</Button>
            </>
          }
        >
          <img
            src={mediaUrl(gallery[open])}
            alt={galleryAlt(title, open, count)}
            width={1600}
            height={1000}
            className="aspect-[16/10] w-full rounded-xl bg-stone-200 object-cover"
          />
        </Modal>
      )}
    </TourSection>
  );
}
