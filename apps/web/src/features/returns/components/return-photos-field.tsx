import { useId, useState, type ChangeEvent } from 'react';
import { mediaAt, RETURN_LIMITS, RETURN_MESSAGES } from '@resham/shared';
import { ImagePlus, Loader2, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { uploadReturnPhotos } from '../api';
import { RETURN_WEB_WORDS as W } from '../words';

export interface ReturnPhotosFieldProps {
  photos: string[];
  onChange: (photos: string[]) => void;
  required: boolean;
  error?: string;
  disabled: boolean;
  onBusyChange: (busy: boolean) => void;
}

/**
 * Up to three photos, uploaded as soon as they are chosen (through the media pipeline) and shown as
 * thumbnails with a remove button each. An upload's failure is said under the field; the photos already
 * in stay.
 */
export function ReturnPhotosField({
  photos,
  onChange,
  required,
  error,
  disabled,
  onBusyChange,
}: ReturnPhotosFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const room = RETURN_LIMITS.photosMax - photos.length;
  const message = uploadError ?? error;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (!files.length) return;
    setUploadError(files.length > room ? RETURN_MESSAGES.photosTooMany : null);
    const take = files.slice(0, room);
    if (!take.length) return;
    setBusy(true);
    onBusyChange(true);
    try {
      onChange([...photos, ...(await uploadReturnPhotos(take))].slice(0, RETURN_LIMITS.photosMax));
    } catch (err) {
      setUploadError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}>
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {W.photos}
        <span className="ml-1 font-normal text-muted">{required ? '(required)' : '(optional)'}</span>
      </legend>
      {photos.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos added">
          {photos.map((url, i) => (
            <li key={url} className="relative">
              <img
                src={mediaAt(url, 400)}
                alt={`Photo ${i + 1}`}
                className="size-20 rounded-md border border-stone-200 object-cover"
              />
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(photos.filter((p) => p !== url))}
                className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full border border-stone-300 bg-white text-stone-700 shadow hover:bg-stone-100 disabled:opacity-60"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">Remove photo {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <div>
          <input
            id={`${id}-input`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="peer sr-only"
            disabled={disabled || busy}
            onChange={(e) => void choose(e)}
            aria-invalid={message ? true : undefined}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          />
          <label
            htmlFor={`${id}-input`}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-maroon-800 bg-white px-4 text-sm font-medium text-maroon-800 hover:bg-maroon-50',
              'peer-focus-visible:ring-2 peer-focus-visible:ring-maroon-700 peer-focus-visible:ring-offset-2',
              (disabled || busy) && 'pointer-events-none opacity-60',
            )}
          >
            {busy ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <ImagePlus aria-hidden="true" className="size-4" />
            )}
            {busy ? W.uploading : W.addPhotos}
          </label>
        </div>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-muted">
        {W.photosHint}
      </p>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
