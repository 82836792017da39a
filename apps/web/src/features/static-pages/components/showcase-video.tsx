import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { COLLECTION_VIDEO } from '../../../lib/collections';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** The customised-saree clip: muted, looping, autoplaying (unless reduced motion is asked), with a pause button. */
export function ShowcaseVideo({ label }: { label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || prefersReducedMotion()) return;
    video.play().catch(() => undefined); // autoplay refused: the button still works
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  };

  return (
    <div className="relative">
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="metadata"
        poster={COLLECTION_VIDEO.poster}
        width={640}
        height={800}
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="aspect-[4/5] h-auto w-full bg-maroon-950 object-cover"
      >
        <source src={COLLECTION_VIDEO.webm} type="video/webm" />
        <source src={COLLECTION_VIDEO.mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        className="absolute right-2 bottom-2 rounded-full bg-black/60 p-2 text-white hover:bg-black/75"
        aria-label={playing ? 'Pause video' : 'Play video'}
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
