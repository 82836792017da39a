import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface ProgressProps extends ComponentProps<typeof ProgressPrimitive.Root> {
  /** 0–100. */
  value: number;
}

/** A determinate progress bar (role="progressbar" with aria-valuenow). Give it an aria-label. */
export function Progress({ value, className, ...props }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={100}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-stone-200', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full w-full bg-maroon-700 transition-transform duration-200"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
