import { CAPTION_MAX, createMomentFields, momentMessages } from '@yatrika/contract/moments';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormMessage, TextAreaField } from '../../../components/ui/field.tsx';
import { TravellerShell } from '../../../components/layout/traveller-shell.tsx';
import { useCreateMoment } from '../api/create-moment.ts';
import { ImageIcon } from '../components/icons.tsx';
import { momentScreenMessages } from '../messages.ts';

/** What the server decodes; anything else (SVG, PDF, video…) is refused before upload. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

interface Errors {
  image?: string;
  description?: string;
}

/** /create: share a photo with a caption. */
export default function CreateMomentPage() {
  const navigate = useNavigate();
  const createMoment = useCreateMoment();
  const inputId = useId();
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  /** Why publishing failed: the server's sentence for a picture it refuses (413, 415), the spec's otherwise. */
  const [failed, setFailed] = useState<string | null>(null);

  // The preview's object URL is released when it is replaced (below) or the page goes away.
  const previewUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      event.target.value = '';
      setErrors((current) => ({ ...current, image: momentScreenMessages.notAnImage }));
      return;
    }
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    const url = URL.createObjectURL(file);
    previewUrl.current = url;
    setImage({ file, url });
    setErrors((current) => ({ ...current, image: undefined }));
  }

  function publish(event: FormEvent) {
    event.preventDefault();
    const caption = createMomentFields.safeParse({ description });
    const found: Errors = {};
    if (!image) found.image = momentMessages.imageRequired;
    if (!caption.success) found.description = caption.error.issues[0]?.message ?? 'Caption is required.';
    setErrors(found);
    setFailed(null);
    if (!image || !caption.success) return;
    createMoment.mutate(
      { image: image.file, description: caption.data.description },
      {
        onSuccess: () => void navigate(paths.moments.href),
        onError: (error) => {
          console.error('Failed to publish the moment', error);
          setFailed(refusedPicture(error) ?? momentScreenMessages.publishFailed);
        },
      },
    );
  }

  const imageError = errors.image;
  return (
    <TravellerShell>
      <div className="mx-auto w-full max-w-[600px]">
        <h1 className="text-3xl font-semibold">Share a Moment</h1>
        <p className="mt-1 text-stone-600">A photo and a few words from the road.</p>

        <form onSubmit={publish} noValidate className="mt-6 flex flex-col gap-6 rounded-card border border-stone-200/80 bg-white p-5 shadow-card sm:p-7">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-semibold text-stone-700">
              Photo
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              onChange={chooseImage}
              aria-invalid={imageError ? true : undefined}
              aria-describedby={imageError ? `${inputId}-error` : `${inputId}-hint`}
              className="peer sr-only"
            />
            {image ? (
              <div className="relative overflow-hidden rounded-xl bg-stone-100 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-marigold-500">
                <img src={image.url} alt="Preview of the chosen photo" width={960} height={720} className="aspect-[4/3] w-full object-cover" />
                <label
                  htmlFor={inputId}
                  className="absolute right-3 bottom-3 cursor-pointer rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-stone-900 shadow-card hover:bg-white"
                >
                  Change photo
                </label>
              </div>
            ) : (
              <label
                htmlFor={inputId}
                className={`flex aspect-[16/10] cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 text-center transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-marigold-500 ${
                  imageError ? 'border-red-300 bg-red-50/60' : 'border-stone-300 bg-stone-50 hover:border-brand-500 hover:bg-brand-50/60'
                }`}
              >
                <span className="grid size-14 place-items-center rounded-full bg-white text-brand-700 shadow-card">
                  <ImageIcon className="size-7" />
                </span>
                <span className="font-semibold text-stone-900">Choose a photo</span>
                <span id={`${inputId}-hint`} className="text-sm text-stone-500">
                  JPEG, PNG, WebP, GIF or AVIF
                </span>
              </label>
            )}
            {imageError && (
              <p id={`${inputId}-error`} className="text-sm text-red-700">
                {imageError}
              </p>
            )}
          </div>

          <TextAreaField
            label="Moment Caption"
            value={description}
            maxLength={CAPTION_MAX}
            rows={4}
            placeholder="Where were you, and what made it special?"
            onChange={(event) => setDescription(event.target.value)}
            error={errors.description}
          />

          {failed && <FormMessage tone="error">{failed}</FormMessage>}

          <div className="flex flex-col-reverse gap-3 border-t border-stone-100 pt-5 sm:flex-row sm:justify-between">
            <ButtonLink to={paths.moments.href} variant="secondary">
              Back
            </ButtonLink>
            <Button type="submit" disabled={createMoment.isPending} aria-busy={createMoment.isPending} size="lg">
              {createMoment.isPending && (
                <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />
              )}
              Publish Moment
            </Button>
          </div>
        </form>
      </div>
    </TravellerShell>
  );
}

/** The server's own sentence when it refuses the picture itself (too large, or not an image), so the traveller knows what to change. */
function refusedPicture(error: unknown): string | undefined {
  return error instanceof ApiError && error.fromServer && (error.status === 413 || error.status === 415) ? error.message : undefined;
}
