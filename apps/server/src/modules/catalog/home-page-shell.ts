import {
  BANNERS_DATA_ID,
  bannerListResponseSchema,
  LIMITS,
  mediaAt,
  mediaSrcSet,
  type Banner,
} from '@resham/shared';
import { dataBlock, escapeHtml } from './page-html';
import type { PaintedPage } from './page-preloads';

// The home page's top as the web app draws it (pages/shop/home.tsx, features/catalog/components/
// banner-slider.tsx): the sr-only h1 and the banner box with its first slide. Class lists, sizes and
// the phone query are copied from there, so the stylesheet has them and the first render lands on the
// same boxes. The slider's dots and pause button are laid over the box: they come with the app.

const PHONE = `(max-width: ${LIMITS.mobileBreakpointPx}px)`;
/** Everything that is not a phone: a desktop's preload never fetches the mobile file, nor the reverse. */
const NOT_PHONE = `not all and ${PHONE}`;
const BOX = 'relative h-[600px] w-full overflow-hidden bg-maroon-900';
const SLIDE =
  'absolute inset-0 isolate transition-opacity ease-in-out motion-reduce:transition-none z-10 opacity-100';
const PICTURE_IMG = 'size-full object-cover object-left max-[768px]:object-contain max-[768px]:object-center';
const BACKDROP = 'absolute inset-0 -z-10 size-full scale-125 object-cover opacity-70 blur-2xl';
const PLACEHOLDER = 'absolute inset-0 -z-20 size-full scale-110 object-cover blur-xl';
const H1 = 'Resham Silks: handwoven silk sarees from our boutique in Coimbatore';

const attr = (name: string, value: string | null | undefined) =>
  value ? ` ${name}="${escapeHtml(value)}"` : '';

/** The files of a banner as the slider asks for them. */
function files(banner: Banner) {
  return {
    mobileSet: mediaSrcSet(banner.imageMobile) ?? banner.imageMobile,
    desktopSrc: mediaAt(banner.imageDesktop, 1600),
    desktopSet: mediaSrcSet(banner.imageDesktop),
  };
}

/**
 * The first banner's image, fetched with the HTML: a phone's file on a phone, the desktop file
 * elsewhere (the <source>'s query and its complement), with the srcset and sizes the slider's
 * <source> and <img> use, so each is the file the slide then shows.
 */
function bannerPreloads(banner: Banner): string {
  const { mobileSet, desktopSrc, desktopSet } = files(banner);
  return [
    `<link rel="preload" as="image" media="${PHONE}"${attr('imagesrcset', mobileSet)} imagesizes="100vw" fetchpriority="high">`,
    `<link rel="preload" as="image" media="${NOT_PHONE}"${attr('href', desktopSrc)}${attr('imagesrcset', desktopSet)}${desktopSet ? ' imagesizes="100vw"' : ''} fetchpriority="high">`,
  ].join('\n    ');
}

/**
 * The slide's pictures as BannerPicture draws the lead slide. Which of the phone's parts (its blurred
 * backdrop, its placeholder) show is the app's choice by screen width: here a <picture> whose phone
 * <source> is the only candidate makes the same choice without code (no file elsewhere).
 */
function firstSlide(banner: Banner): string {
  const { mobileSet, desktopSrc, desktopSet } = files(banner);
  const alt = banner.alt || 'A Resham collection';
  const picture =
    `<picture><source media="${PHONE}"${attr('srcset', mobileSet)} sizes="100vw" width="768" height="600">` +
    `<img${attr('src', desktopSrc)}${attr('srcset', desktopSet)} sizes="100vw" width="1600" height="500" alt="${escapeHtml(alt)}" loading="eager" fetchpriority="high" decoding="async" class="${PICTURE_IMG}"></picture>`;
  const backdrop = `<picture><source media="${PHONE}"${attr('srcset', mobileSet)} sizes="100vw"><img alt="" aria-hidden="true" decoding="async" class="${BACKDROP}"></picture>`;
  const { placeholderMobile: phone, placeholderDesktop: desktop } = banner;
  const placeholder =
    phone && desktop
      ? `<picture><source media="${PHONE}"${attr('srcset', phone)}><img${attr('src', desktop)} alt="" aria-hidden="true" data-banner-placeholder="" class="${PLACEHOLDER}"></picture>`
      : '';
  return picture + backdrop + placeholder;
}

/**
 * /shop/home painted from the banner list's answer (JSON text), or null when there is nothing to
 * paint (no banners, or one without both images: the app shows its own state). Everything is escaped.
 */
export function paintHomePage(answer: string): PaintedPage | null {
  const list = bannerListResponseSchema.parse(JSON.parse(answer));
  const banners = list.data;
  const first = banners[0];
  // Every saved banner has both images (bannerInputSchema); the slider leaves out one that has not.
  if (!first || !banners.every((b) => b.imageDesktop && b.imageMobile)) return null;
  return {
    head: [bannerPreloads(first), dataBlock(BANNERS_DATA_ID, list)].join('\n    '),
    root: [
      '<div class="flex min-h-screen flex-col"><div class="flex-1 pt-16">',
      `<h1 class="sr-only">${escapeHtml(H1)}</h1>`,
      `<section aria-roledescription="carousel" aria-label="Featured collections" class="${BOX}">`,
      `<div class="absolute inset-0"><div role="group" aria-roledescription="slide" aria-label="1 of ${banners.length}" class="${SLIDE}">`,
      firstSlide(first),
      '</div></div></section></div></div>',
    ].join(''),
  };
}
