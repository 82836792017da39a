import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * A styled native <select>: best for long lists (countries, cities) — type-to-find, the phone's own
 * picker on mobile, and it works with react-hook-form's `register` as is. Give it an id and a Label.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative min-w-0">
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-md border border-stone-400 bg-white pr-9 pl-3 text-base text-ink',
          'focus-visible:border-maroon-700 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-600"
      />
    </div>
  );
}
