import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

/** Readable long-form text: a comfortable measure, spacing and list styles (no typography plugin needed). */
export function Prose({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'max-w-prose text-base leading-7 text-ink md:text-[1.0625rem] md:leading-8',
        '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-maroon-900',
        '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink',
        '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
        '[&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-maroon-900',
        '[&_a]:font-medium [&_a]:text-maroon-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-maroon-600',
        className,
      )}
      {...props}
    />
  );
}
