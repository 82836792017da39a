import { useEffect, useRef, useState } from 'react';
import { ExternalLink, VideoOff } from 'lucide-react';
import { MESSAGES } from '@resham/shared';
import { useHydrating } from '../../../lib/hydration';
import { youtubeVideoId } from '../youtube';

const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
/** No word from the player this long after its frame loaded: treat it as unable to play. */
const READY_TIMEOUT_MS = 12_000;

function watchUrl(link: string, id: string | null): string | null {
  if (id) return `https://www.youtube.com/watch?v=${id}`;
  return /^https:\/\//i.test(link.trim()) ? link.trim() : null;
}

function VideoUnavailable({ href }: { href: string | null }) {
  return (
    <div className="grid aspect-video w-full place-items-center rounded-lg bg-maroon-950 p-6 text-center text-ivory">
      <div className="grid justify-items-center gap-3">
        <VideoOff aria-hidden="true" className="size-10 text-gold-300" />
        <p className="font-serif text-lg font-semibold">{MESSAGES.storefront.videoUnavailable}</p>
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="on-dark inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
          >
            {MESSAGES.storefront.watchOnYoutube}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The product's YouTube video in the privacy-enhanced player, loaded lazily. A link without a video id,
 * or a player that reports an error (removed, private, not embeddable) or never answers, shows
 * 'Video Unavailable' with a 'Watch on YouTube' link.
 */
export function ProductVideo({ link, title }: { link: string; title: string }) {
  const id = youtubeVideoId(link);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const failed = !id || failedId === id;
  // The player is told this page's origin, which only the browser knows: it comes after hydration.
  const hydrating = useHydrating();

  useEffect(() => {
    const frame = frameRef.current;
    if (!id || !frame || failedId === id || loadedId !== id) return;
    let ready = false;
    // The IFrame API's postMessage handshake: say 'listening' until the player answers.
    const hello = () =>
      frame.contentWindow?.postMessage(
        JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
        EMBED_ORIGIN,
      );
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== EMBED_ORIGIN || event.source !== frame.contentWindow) return;
      let data: { event?: string } | undefined;
      try {
        data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
      } catch {
        return;
      }
      if (data?.event === 'onError') setFailedId(id);
      else if (data?.event) ready = true;
    };
    window.addEventListener('message', onMessage);
    hello();
    const poke = setInterval(() => {
      if (!ready) hello();
    }, 1000);
    const giveUp = setTimeout(() => {
      if (!ready) setFailedId(id);
    }, READY_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poke);
      clearTimeout(giveUp);
    };
  }, [id, failedId, loadedId]);

  if (failed) return <VideoUnavailable href={watchUrl(link, id)} />;
  const box = 'aspect-video w-full overflow-hidden rounded-lg bg-maroon-950';
  if (hydrating) return <div className={box} />;
  const origin = encodeURIComponent(window.location.origin);
  return (
    <div className={box}>
      <iframe
        ref={frameRef}
        src={`${EMBED_ORIGIN}/embed/${id}?enablejsapi=1&rel=0&modestbranding=1&origin=${origin}`}
        title={`Video: ${title}`}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        className="size-full border-0"
        onLoad={() => setLoadedId(id)}
      />
    </div>
  );
}
