import { useState } from 'react';
import { preload } from 'react-dom';
import { Pause, Play } from 'lucide-react';
import { LIMITS, type Banner } from '@resham/shared';
import { PaisleyMark } from '../../../components/brand/paisley-mark';
import { ShopLink } from '../../../components/ui/shop-link';
import { useMediaQuery } from '../../../components/ui/use-media-query';
import { cn } from '../../../lib/cn';
import { useSlideshow } from '../hooks/use-slideshow';
import { mediaAt, mediaSrcSet } from '../media';

const MOBILE = `(max-width: ${LIMITS.mobileBreakpointPx}px)`;
/**
 * 600 px high at every width (spec §2, §9). On a phone the 768×600 mobile image is shown whole (its
 * headline is not cut off at the sides) over a blurred, enlarged copy of itself that fills the height.
 */
const BOX = 'relative h-[600px] w-full overflow-hidden bg-maroon-900';
/** A transparent 1×1 GIF: the backdrop's image where the phone's source does not apply (nothing to fetch). */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

function BannerPicture({ banner, lead }: { banner: Banner; lead: boolean }) {
  const { imageDesktop: desktop, imageMobile: mobile } = banner;
  const mobileSet = mobile ? (mediaSrcSet(mobile) ?? mobile) : undefined;
  // A ~24 px WebP inlined in the banner list, stretched and blurred: the banner's colours at once, while
  // the real image downloads (seconds on a slow phone connection). The image covers it once it arrives.
  // The phone's or the desktop's, chosen as the picture's file is (by the same query, in the HTML).
  const mobilePlaceholder = mobileSet ? banner.placeholderMobile : undefined;
  const placeholder = banner.placeholderDesktop ?? mobilePlaceholder;
  if (lead) {
    // The first banner is the page's largest image: asked for from the top of <head>, each screen's
    // file for its own screen (React does not preload an image inside a <picture> by itself).
    const desktopSet = desktop ? mediaSrcSet(desktop) : undefined;
    const wide = mobileSet ? `(min-width: ${LIMITS.mobileBreakpointPx + 1}px)` : undefined;
    preload(mediaAt(desktop || mobile, 1600), {
      as: 'image',
      imageSrcSet: desktopSet,
      imageSizes: desktopSet ? '100vw' : undefined,
      fetchPriority: 'high',
      media: wide,
    });
    if (mobileSet)
      preload(mediaAt(mobile!, 800), {
        as: 'image',
        imageSrcSet: mobileSet,
        imageSizes: '100vw',
        fetchPriority: 'high',
        media: MOBILE,
      });
  }
  return (
    <>
      <picture>
        {mobileSet ? (
          <source media={MOBILE} srcSet={mobileSet} sizes="100vw" width={768} height={600} />
        ) : null}
        <img
          src={mediaAt(desktop || mobile, 1600)}
          srcSet={desktop ? mediaSrcSet(desktop) : undefined}
          sizes="100vw"
          width={1600}
          height={500}
          alt={banner.alt || 'A Resham collection'}
          loading={lead ? 'eager' : 'lazy'}
          fetchPriority={lead ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover object-left max-[768px]:object-contain max-[768px]:object-center"
        />
      </picture>
      {mobileSet ? (
        // Behind the picture on a phone: the same file (same srcset and sizes), so no second download.
        // In the server's HTML for every width (the page does not know the screen): a wider screen's
        // source does not match and it keeps an empty, hidden image, downloading nothing. So a phone paints
        // it with the page, not after the script decides the screen is a phone.
        <picture>
          <source media={MOBILE} srcSet={mobileSet} sizes="100vw" />
          <img
            src={EMPTY_IMAGE}
            alt=""
            aria-hidden="true"
            data-banner-backdrop=""
            decoding="async"
            className="absolute inset-0 -z-10 hidden size-full scale-125 object-cover opacity-70 blur-2xl max-[768px]:block"
          />
        </picture>
      ) : null}
      {/* After the picture in the page (its image stays the slide's first), painted behind it. */}
      {placeholder ? (
        <picture>
          {mobilePlaceholder ? <source media={MOBILE} srcSet={mobilePlaceholder} /> : null}
          <img
            src={placeholder}
            alt=""
            aria-hidden="true"
            data-banner-placeholder=""
            className="absolute inset-0 -z-20 size-full scale-110 object-cover blur-xl"
          />
        </picture>
      ) : null}
    </>
  );
}

/**
 * The home page's full-width banner slider (spec §2): a 1 s cross-fade every 5 s, dot buttons, the mobile
 * image at 768 px and below. Pauses on hover, focus, off screen, for reduced motion, or with its button.
 */
export function BannerSlider({ banners, isLoading }: { banners: readonly Banner[]; isLoading: boolean }) {
  const mobile = useMediaQuery(MOBILE);
  const [stopped, setStopped] = useState(false);
  // Banners without an image for this screen are left out.
  const slides = banners.filter((b) => (mobile ? b.imageMobile : b.imageDesktop));
  const count = slides.length;
  const { ref, current, reach, show, holdProps } = useSlideshow(count, LIMITS.bannerIntervalMs, stopped);

  if (isLoading) return <div className={cn(BOX, 'animate-pulse')} aria-hidden="true" />;
  if (!count) {
    return (
      <div className={cn(BOX, 'grid place-items-center px-6 text-center')}>
        <div className="grid justify-items-center gap-4">
          <PaisleyMark className="h-16 w-13 text-gold-400" />
          <p className="max-w-md font-serif text-2xl text-ivory">
            New collections are on the loom. Please visit again soon.
          </p>
        </div>
      </div>
    );
  }
  return (
    <section aria-roledescription="carousel" aria-label="Featured collections" className={BOX} {...holdProps}>
      <div ref={ref} className="absolute inset-0">
        {slides.map((banner, i) => (
          <div
            key={banner._id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== current}
            className={cn(
              'absolute inset-0 isolate transition-opacity ease-in-out motion-reduce:transition-none',
              i === current ? 'z-10 opacity-100' : 'opacity-0',
            )}
            style={{ transitionDuration: `${LIMITS.bannerFadeMs}ms` }}
          >
            {/* Only the first image comes with the page; the next is fetched shortly before it shows. */}
            {i > reach ? null : banner.link ? (
              // The whole picture leads to its collection; a hidden slide's link is out of the Tab order.
              <ShopLink
                to={banner.link}
                tabIndex={i === current ? undefined : -1}
                className="block size-full"
              >
                <BannerPicture banner={banner} lead={!i} />
              </ShopLink>
            ) : (
              <BannerPicture banner={banner} lead={!i} />
            )}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="on-dark absolute inset-x-0 bottom-4 z-20 flex items-center justify-center gap-1">
          {slides.map((banner, i) => (
            <button
              key={banner._id}
              type="button"
              aria-label={`Show banner ${i + 1} of ${count}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => show(i)}
              className="grid size-6 place-items-center rounded-full"
            >
              <span
                className={cn(
                  'h-2.5 rounded-full border border-white/80 shadow transition-all duration-300',
                  i === current ? 'w-7 bg-gold-400' : 'w-2.5 bg-white/50',
                )}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => setStopped(!stopped)}
            className="ml-2 grid size-8 place-items-center rounded-full bg-black/40 text-ivory hover:bg-black/60 [&_svg]:size-4"
          >
            {stopped ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            <span className="sr-only">{stopped ? 'Play the slideshow' : 'Pause the slideshow'}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
