import { useId, useRef } from 'react';
import { ImageUp, X } from 'lucide-react';
import { mediaAt } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { useImageUpload } from '../hooks/use-image-upload';
import { IMAGE_ACCEPT } from '../upload';
import { UploadProgress } from './upload-progress';

export interface BannerImageSlotProps {
  label: string;
  hint: string;
  /** width / height of the preview box, e.g. '1920 / 600'. */
  aspect: string;
  /** Extra classes for the preview box (e.g. a narrower mobile preview). */
  previewClassName?: string;
  value: string;
  onChange: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** Another slot is uploading: one upload at a time. */
  disabled?: boolean;
  error?: string;
}

/** One banner image: a single file, uploaded at once with a progress bar, then previewed. */
export function BannerImageSlot({
  label,
  hint,
  aspect,
  previewClassName = '',
  value,
  onChange,
  onUploadingChange,
  disabled = false,
  error,
}: BannerImageSlotProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { uploading, progress, upload } = useImageUpload();
  const busy = uploading || disabled;

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    onUploadingChange(true);
    try {
      const [result] = await upload([file]);
      if (result) onChange(result.url);
    } finally {
      onUploadingChange(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2" role="group" aria-labelledby={`${id}-label`}>
      <div className="flex items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium text-ink">
          {label}
        </span>
        <span className="text-xs text-muted">{hint}</span>
      </div>
      <div
        style={{ aspectRatio: aspect }}
        className={`relative grid w-full place-items-center overflow-hidden rounded-md border-2 border-dashed bg-stone-50 ${
          error ? 'border-red-700' : 'border-stone-300'
        } ${previewClassName}`}
      >
        {value ? (
          <>
            <img src={mediaAt(value, 800)} alt={`${label} preview`} className="h-full w-full object-cover" />
            <button
              type="button"
              onClick={() => onChange('')}
              disabled={busy}
              className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-red-800 shadow hover:bg-white disabled:opacity-50"
              aria-label={`Remove ${label.toLowerCase()}`}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </>
        ) : (
          <ImageUp aria-hidden="true" className="size-8 text-stone-400" />
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        className="hidden"
        aria-label={`Choose ${label.toLowerCase()}`}
        disabled={busy}
        onChange={(event) => void choose(event.target.files)}
      />
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={busy}
        aria-describedby={error ? errorId : undefined}
        onClick={() => inputRef.current?.click()}
      >
        {uploading
          ? 'Uploading…'
          : value
            ? `Replace ${label.toLowerCase()}`
            : `Upload ${label.toLowerCase()}`}
      </Button>
      {uploading ? <UploadProgress progress={progress} label={`${label} upload progress`} /> : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
