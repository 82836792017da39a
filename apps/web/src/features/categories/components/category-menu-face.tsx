import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The 'Products' trigger's label, shared by the menu and its stand-in. */
export function CategoryMenuFace({ open = false }: { open?: boolean }) {
  return (
    <>
      Products
      <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
    </>
  );
}
