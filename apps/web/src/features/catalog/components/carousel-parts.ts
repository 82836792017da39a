// What a card's still picture and its working carousel share: props and layout classes.

export interface ImageCarouselProps {
  images: readonly string[];
  /** Alt text of the images: the product title (later ones add 'image n of m'). */
  alt: string;
  /** Autoplay interval (spec §9: 3 s on cards). */
  intervalMs: number;
  sizes: string;
  /** The first image is above the fold: load it at once. */
  eager?: boolean;
  /**
   * False while the card is far from the screen and untouched: only its first image, without the
   * slideshow's timers, observers and buttons (a page of cards then renders and hydrates cheaply).
   */
  awake?: boolean;
}

// A 44 px target (thumb-sized) around a 32 px circle.
export const arrow =
  'absolute top-1/2 z-20 grid size-11 -translate-y-1/2 place-items-center rounded-full text-maroon-900 opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100 pointer-coarse:opacity-100';
export const arrowFace = 'grid size-8 place-items-center rounded-full bg-white/85 shadow';
export const frame = 'relative aspect-3/4 overflow-hidden bg-stone-100';
export const track = 'flex h-full transition-transform duration-700 motion-reduce:transition-none';
export const slide = 'h-full w-full shrink-0';
export const picture = 'size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]';
