import { Menu } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-classes';

export const mobileNavTriggerClass = buttonClasses('ghost-light', 'icon', 'max-sm:size-9 md:hidden');

export function MobileNavFace() {
  return (
    <>
      <Menu aria-hidden="true" />
      <span className="sr-only">Open menu</span>
    </>
  );
}
