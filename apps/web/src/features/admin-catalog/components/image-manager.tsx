import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ChevronLeft, ChevronRight, ImagePlus, X } from 'lucide-react';
import { CATALOG_MESSAGES } from '@resham/shared';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useImageUpload } from '../hooks/use-image-upload';
import { appendImages, MAX_IMAGES, moveItem, removeAt, roomForImages } from '../product-form-logic';
import { IMAGE_ACCEPT } from '../upload';
import { ImageThumb } from './image-thumb';
import { UploadProgress } from './upload-progress';

export interface ImageManagerProps {
  value: string[];
  onChange: (images: string[]) => void;
  /** Reported so the form can hold its submit while an upload runs. */
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
}

/**
 * The product's photos: multi-file upload with a progress bar, thumbnails that can be moved
 * (buttons, or drag with a mouse) and removed. The first image is the product's thumbnail.
 */
export function ImageManager({ value, onChange, onUploadingChange, error }: ImageManagerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { uploading, progress, upload } = useImageUpload();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropActive, setDropActive] = useState(false);
  // The list as it is when an upload finishes (the admin may remove or move images meanwhile).
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const room = roomForImages(value);
  const full = room === 0;

  const addFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (inputRef.current) inputRef.current.value = '';
    if (files.length === 0) return;
    if (files.length > roomForImages(latest.current)) {
      toast({ title: CATALOG_MESSAGES.imagesTooMany, variant: 'destructive' });
      return;
    }
    onUploadingChange?.(true);
    try {
      const results = await upload(files);
      if (results.length === 0) return;
      const { images, dropped } = appendImages(
        latest.current,
        results.map((r) => r.url),
      );
      onChange(images);
      if (dropped > 0) toast({ title: CATALOG_MESSAGES.imagesTooMany, variant: 'destructive' });
    } finally {
      onUploadingChange?.(false);
    }
  };

  const onDropFiles = (event: DragEvent) => {
    if (dragFrom !== null || !event.dataTransfer.files.length) return;
    event.preventDefault();
    setDropActive(false);
    if (!uploading) void addFiles(event.dataTransfer.files);
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="mb-1.5 text-sm font-medium text-ink">Images</legend>
      <div
        onDragOver={(event) => {
          if (dragFrom !== null) return;
          event.preventDefault();
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={onDropFiles}
        className={cn(
          'grid justify-items-center gap-2 rounded-md border-2 border-dashed p-4 text-center',
          dropActive ? 'border-maroon-700 bg-maroon-50' : 'border-stone-300 bg-stone-50',
          error ? 'border-red-700' : '',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-7 text-maroon-800" />
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className="hidden"
          aria-label="Choose product images"
          disabled={uploading || full}
          onChange={(event) => void addFiles(event.target.files)}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={uploading || full}
          onClick={() => inputRef.current?.click()}
        >
          {uploading ? 'Uploading…' : value.length ? 'Add more images' : 'Upload images'}
        </Button>
        <p id={hintId} className="text-xs text-muted">
          JPEG, PNG, WebP or AVIF, up to 8 MB each; at most {MAX_IMAGES} images. The first image is the
          thumbnail.
        </p>
      </div>
      {uploading ? <UploadProgress progress={progress} label="Image upload progress" /> : null}

      {value.length > 0 ? (
        <ol aria-label="Product images" className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {value.map((url, index) => {
            const n = index + 1;
            return (
              <li
                key={url}
                draggable
                onDragStart={(event) => {
                  setDragFrom(index);
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(event) => {
                  if (dragFrom !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  if (dragFrom === null) return;
                  event.preventDefault();
                  onChange(moveItem(value, dragFrom, index));
                  setDragFrom(null);
                }}
                onDragEnd={() => setDragFrom(null)}
                className={cn(
                  'relative grid gap-1 rounded-md border bg-white p-1',
                  index === 0 ? 'border-gold-500 ring-1 ring-gold-500' : 'border-stone-200',
                  dragFrom === index ? 'opacity-50' : '',
                )}
              >
                <div className="relative overflow-hidden rounded-sm">
                  <ImageThumb url={url} alt={`Product image ${n}`} size={120} />
                  {index === 0 ? (
                    <span className="absolute top-1 left-1 rounded-sm bg-gold-400 px-1.5 py-0.5 text-[11px] font-semibold text-maroon-950">
                      Thumbnail
                    </span>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => onChange(removeAt(value, index))}
                    className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-red-800 shadow hover:bg-white"
                    aria-label={`Remove image ${n}`}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
                <div className="flex items-center justify-between">
                  <button
                    type="button"
                    onClick={() => onChange(moveItem(value, index, index - 1))}
                    disabled={index === 0}
                    className="rounded-sm p-1 text-maroon-900 hover:bg-maroon-50 disabled:opacity-30"
                    aria-label={`Move image ${n} left`}
                  >
                    <ChevronLeft aria-hidden="true" className="size-4" />
                  </button>
                  <span className="text-xs text-muted" aria-hidden="true">
                    {n}
                  </span>
                  <button
                    type="button"
                    onClick={() => onChange(moveItem(value, index, index + 1))}
                    disabled={index === value.length - 1}
                    className="rounded-sm p-1 text-maroon-900 hover:bg-maroon-50 disabled:opacity-30"
                    aria-label={`Move image ${n} right`}
                  >
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
