import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useInView } from '../../../components/ui/use-in-view';
import { usePrefersReducedMotion } from '../../../components/ui/use-media-query';
import {
  COLLECTION_TILES,
  COLLECTION_VIDEO,
  collectionHref,
  type CollectionTile,
} from '../../../lib/collections';

const SIZES = '(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw';
const MEDIA_BOX = 'aspect-4/5 w-full object-cover transition-transform duration-700 group-hover:scale-105';

/** The customized-sarees tile: a muted looping video that loads and plays only while on screen. */
function TileVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [setTarget, inView] = useInView<HTMLVideoElement>({ rootMargin: '200px 0px' });
  const reducedMotion = usePrefersReducedMotion();
  const [started, setStarted] = useState(false);
  const play = inView && !reducedMotion;
  if (play && !started) setStarted(true);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (play) video.play().catch(() => undefined);
    else video.pause();
  }, [play]);

  return (
    <video
      ref={(node) => {
        videoRef.current = node;
        setTarget(node);
      }}
      className={MEDIA_BOX}
      poster={COLLECTION_VIDEO.poster}
      width={800}
      height={1000}
      muted
      loop
      playsInline
      autoPlay={started}
      preload={started ? 'auto' : 'none'}
      aria-hidden="true"
    >
      <source src={COLLECTION_VIDEO.webm} type="video/webm" />
      <source src={COLLECTION_VIDEO.mp4} type="video/mp4" />
    </video>
  );
}

function Tile({ tile }: { tile: CollectionTile }) {
  return (
    <Link
      to={collectionHref(tile.title)}
      className="group grid h-full content-start gap-3 rounded-lg focus-visible:outline-offset-4"
    >
      <div className="relative overflow-hidden rounded-lg bg-maroon-100 shadow-sm ring-1 ring-gold-500/30">
        {tile.video ? (
          <TileVideo />
        ) : (
          <img
            src={`/collections/${tile.slug}.webp`}
            srcSet={`/collections/${tile.slug}-400.webp 400w, /collections/${tile.slug}.webp 800w`}
            sizes={SIZES}
            width={800}
            height={1000}
            alt=""
            loading="lazy"
            decoding="async"
            className={MEDIA_BOX}
          />
        )}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-maroon-950/50 to-transparent"
        />
      </div>
      <div className="grid gap-1 px-0.5">
        <h3 className="font-serif text-base leading-snug font-semibold text-maroon-900 group-hover:text-maroon-700 md:text-lg">
          {tile.title}
        </h3>
        <p className="line-clamp-3 text-xs leading-relaxed text-muted md:text-sm">{tile.description}</p>
      </div>
    </Link>
  );
}

/** 'Our Collections': the 15 tiles of spec §2; each opens the listing filtered by its title. */
export function CollectionTiles() {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-5 lg:gap-x-6">
      {COLLECTION_TILES.map((tile) => (
        <li key={tile.slug}>
          <Tile tile={tile} />
        </li>
      ))}
    </ul>
  );
}
