import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The page's single h1. */
export function PageHeading({ className, ...props }: ComponentProps<'h1'>) {
  return <h1 className={cn('text-3xl font-semibold text-maroon-900 md:text-4xl', className)} {...props} />;
}
