import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Input } from './input';

/** A search box with a magnifier inside its left edge; the caller gives it an id and its label. */
export function SearchInput({
  className,
  wrapperClassName,
  ...props
}: ComponentProps<'input'> & { wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <Input type="search" autoComplete="off" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
