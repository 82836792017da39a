import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { mediaAt } from '../media';
import { Chevron } from './chevron';

/** How much larger than it fits the screen a tap makes the photo. */
const ZOOM = 2.5;

const arrow =
  'absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-maroon-900 shadow-md hover:bg-white';

export interface PhotoZoomProps {
  images: readonly string[];
  alt: string;
  /** The photo to open on. */
  start: number;
  onClose: () => void;
}

/**
 * A product's photos on the whole screen, at their largest size (issue 36): a tap (or click) zooms
 * into the point tapped and the photo pans by scrolling; another tap fits it again. Pinching zooms
 * too (the browser's own pinch, left on here). Arrows, the keyboard's ← → and the buttons turn the
 * photos; Escape or Close ends it. Loaded only when a shopper first opens it.
 */
export default function PhotoZoom({ images, alt, start, onClose }: PhotoZoomProps) {
  const [index, setIndex] = useState(start);
  // The photo's width when zoomed in (px), or null when it fits the screen.
  const [zoomWidth, setZoomWidth] = useState<number | null>(null);
  const zoomed = zoomWidth !== null;
  // Where the tap was, as a share of the photo, to scroll that point to the middle once zoomed.
  const focus = useRef({ x: 0.5, y: 0.5 });
  const frame = useRef<HTMLDivElement>(null);
  const count = images.length;
  const label = count > 1 ? `Photo ${index + 1} of ${count}` : 'Photo';

  const turn = (by: number) => {
    setZoomWidth(null);
    setIndex((i) => (i + by + count) % count);
  };
  const toggle = (event: MouseEvent<HTMLImageElement>) => {
    if (zoomed) return setZoomWidth(null);
    const img = event.currentTarget;
    const box = img.getBoundingClientRect();
    // The photo as shown inside its box (object-contain: the box's width, or its height's share).
    const ratio = img.naturalWidth && img.naturalHeight ? img.naturalWidth / img.naturalHeight : 3 / 4;
    const width = Math.min(box.width, box.height * ratio);
    const height = width / ratio;
    const share = (at: number, start: number, size: number, shown: number) =>
      Math.min(1, Math.max(0, (at - start - (size - shown) / 2) / shown));
    focus.current = {
      x: share(event.clientX, box.left, box.width, width),
      y: share(event.clientY, box.top, box.height, height),
    };
    setZoomWidth(width * ZOOM);
  };

  useLayoutEffect(() => {
    const el = frame.current;
    if (!el || !zoomed) return;
    el.scrollLeft = focus.current.x * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = focus.current.y * el.scrollHeight - el.clientHeight / 2;
  }, [zoomed]);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel="Close photos"
        className="flex! h-dvh! max-h-none! w-screen! max-w-none! flex-col gap-2! overflow-hidden! rounded-none! bg-stone-950! p-0! text-white"
        onKeyDown={(event) => {
          if (count > 1 && event.key === 'ArrowRight') turn(1);
          if (count > 1 && event.key === 'ArrowLeft') turn(-1);
        }}
      >
        <div className="flex items-center gap-3 px-4 pt-3 pr-14">
          <DialogTitle className="truncate text-base text-white">{alt}</DialogTitle>
          <DialogDescription className="shrink-0 text-stone-300">{label}</DialogDescription>
        </div>
        <div className="relative min-h-0 flex-1">
          <div
            ref={frame}
            data-testid="photo-frame"
            className={cn('absolute inset-0 touch-pinch-zoom', zoomed ? 'overflow-auto' : 'overflow-hidden')}
          >
            <img
              key={images[index]}
              src={mediaAt(images[index]!, 1600)}
              alt={index ? `${alt}, image ${index + 1} of ${count}` : alt}
              decoding="async"
              onClick={toggle}
              className={cn(
                'm-auto block max-w-none object-contain',
                zoomed ? 'cursor-zoom-out' : 'size-full cursor-zoom-in',
              )}
              style={zoomed ? { width: zoomWidth } : undefined}
            />
          </div>
          {count > 1 ? (
            <>
              <button type="button" className={cn(arrow, 'left-3')} onClick={() => turn(-1)}>
                <Chevron left />
                <span className="sr-only">Previous photo</span>
              </button>
              <button type="button" className={cn(arrow, 'right-3')} onClick={() => turn(1)}>
                <Chevron />
                <span className="sr-only">Next photo</span>
              </button>
            </>
          ) : null}
        </div>
        <p className="px-4 pb-3 text-center text-xs text-stone-300">
          {zoomed ? 'Tap to fit the photo' : 'Tap the photo to zoom in, or pinch'}
        </p>
      </DialogContent>
    </Dialog>
  );
}
