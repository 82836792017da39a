import { cn } from '../../lib/cn';
import { PaisleyMark } from './paisley-mark';

export interface LogoProps {
  /** 'light' for dark backgrounds (gold + ivory), 'dark' for light backgrounds. */
  tone?: 'light' | 'dark';
  size?: 'md' | 'lg';
  /** Show the small line under the wordmark. */
  tagline?: boolean;
  /** Narrow phones: a smaller wordmark, and no paisley below 400 px (the shop header's guest buttons need the room). */
  compact?: boolean;
  className?: string;
}

/** The "Resham" wordmark with its paisley motif. Its accessible name is the text "Resham". */
export function Logo({
  tone = 'light',
  size = 'md',
  tagline = false,
  compact = false,
  className,
}: LogoProps) {
  const large = size === 'lg';
  return (
    <span className={cn('inline-flex items-center', large ? 'gap-4' : 'gap-2', className)}>
      <PaisleyMark
        className={cn(
          large ? 'h-16 w-13' : 'h-8 w-6.5',
          tone === 'light' ? 'text-gold-400' : 'text-gold-600',
          compact && 'max-[400px]:hidden',
        )}
      />
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'font-serif font-semibold tracking-[0.08em]',
            large ? 'text-5xl' : 'text-2xl',
            tone === 'light' ? 'text-ivory' : 'text-maroon-900',
            compact && 'max-sm:text-lg',
          )}
        >
          Resham
        </span>
        {tagline ? (
          <span
            className={cn(
              'mt-2 font-sans text-xs tracking-[0.3em] uppercase',
              tone === 'light' ? 'text-gold-300' : 'text-maroon-800',
            )}
          >
            Silks of Coimbatore
          </span>
        ) : null}
      </span>
    </span>
  );
}
