import { cn } from '../../../lib/cn';

/** Header link style on maroon: ivory text, gold underline when active. */
export const headerLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-sm px-1 py-1 text-sm font-medium tracking-wide text-ivory transition-colors hover:text-gold-300',
    'border-b-2',
    isActive ? 'border-gold-400 text-gold-300' : 'border-transparent',
  );
