import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native checkbox in the shop's colours (works with react-hook-form's `register`). */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-5 shrink-0 cursor-pointer rounded border-stone-400 accent-maroon-800 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
