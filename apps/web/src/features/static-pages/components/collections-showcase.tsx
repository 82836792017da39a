import { Link } from 'react-router';
import { COLLECTION_TILES, collectionHref, type CollectionTile } from '../../../lib/collections';
import { ShowcaseVideo } from './showcase-video';

const SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw';
const CUSTOM_SLUG = 'customized-sarees';

type Entry = { kind: 'tile'; tile: CollectionTile } | { kind: 'video'; tile: CollectionTile };

/** The 15 collection tiles, with the loom video as a 16th entry right after the customised sarees. */
export const SHOWCASE_ENTRIES: Entry[] = COLLECTION_TILES.flatMap((tile): Entry[] =>
  tile.slug === CUSTOM_SLUG
    ? [
        { kind: 'tile', tile },
        { kind: 'video', tile },
      ]
    : [{ kind: 'tile', tile }],
);

const cardClass =
  'group grid h-full content-start overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md';

function TileCard({ tile }: { tile: CollectionTile }) {
  return (
    <Link to={collectionHref(tile.title)} className={cardClass}>
      <img
        src={`/collections/${tile.slug}-400.webp`}
        srcSet={`/collections/${tile.slug}-400.webp 400w, /collections/${tile.slug}.webp 800w`}
        sizes={SIZES}
        width={400}
        height={500}
        loading="lazy"
        decoding="async"
        alt=""
        className="aspect-[4/5] h-auto w-full bg-stone-100 object-cover transition-transform duration-300 group-hover:scale-[1.02]"
      />
      <div className="grid gap-1 p-3 md:p-4">
        <h3 className="text-base font-semibold text-maroon-900 group-hover:underline md:text-lg">
          {tile.title}
        </h3>
        <p className="text-sm leading-6 text-muted">{tile.description}</p>
      </div>
    </Link>
  );
}

function VideoCard({ tile }: { tile: CollectionTile }) {
  return (
    <div className={cardClass} data-showcase="video">
      <ShowcaseVideo label="A customised saree taking shape on a handloom" />
      <div className="grid gap-1 p-3 md:p-4">
        <h3 className="text-base font-semibold text-maroon-900 md:text-lg">On the loom</h3>
        <p className="text-sm leading-6 text-muted">
          A saree woven to order: your colours and motifs, shuttle by shuttle.{' '}
          <Link
            to={collectionHref(tile.title)}
            className="font-medium text-maroon-800 underline underline-offset-2"
          >
            Shop {tile.title}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** Spec §2 Static pages: the collections showcase, 16 entries, one of which is the video. */
export function CollectionsShowcase() {
  return (
    <section aria-labelledby="showcase-heading" className="grid gap-6">
      <div className="max-w-prose">
        <h2 id="showcase-heading" className="text-3xl font-semibold text-maroon-900">
          Our collections
        </h2>
        <p className="mt-2 text-muted">
          Sixteen windows into what we carry, from heirloom Kanchipurams to hand-painted terracotta.
        </p>
      </div>
      <ul
        aria-label="Collections showcase"
        className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
      >
        {SHOWCASE_ENTRIES.map((entry) => (
          <li key={`${entry.kind}-${entry.tile.slug}`}>
            {entry.kind === 'video' ? <VideoCard tile={entry.tile} /> : <TileCard tile={entry.tile} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
