import { useId, useState } from 'react';
import { StarIcon } from '../../../components/ui/star-rating.tsx';

interface StarRatingInputProps {
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (rating: number) => void;
  legend: string;
  disabled?: boolean;
}

/**
 * A 1–5 star rating as a radio group: arrow keys move between stars, each star is named
 * ("4 stars"), and pointing at a star previews the rating.
 */
export function StarRatingInput({ value, onChange, legend, disabled = false }: StarRatingInputProps) {
  const name = useId();
  const [preview, setPreview] = useState(0);
  const shown = preview || value;

  return (
    <fieldset disabled={disabled} className="flex flex-col gap-1.5">
      <legend className="text-sm font-semibold text-stone-700">{legend}</legend>
      <div className="flex items-center gap-0.5" onMouseLeave={() => setPreview(0)}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer rounded-lg p-0.5" onMouseEnter={() => setPreview(stars)}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer sr-only"
            />
            <StarIcon
              filled={stars <= shown}
              className="size-8 rounded-md transition-transform peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-marigold-500 hover:scale-110"
            />
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-stone-600" aria-hidden="true">
          {shown ? `${shown} of 5` : ''}
        </span>
      </div>
    </fieldset>
  );
}
