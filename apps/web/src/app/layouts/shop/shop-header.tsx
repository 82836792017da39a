import { Search } from 'lucide-react';
import { Logo } from '../../../components/brand/logo';
import { buttonClasses } from '../../../components/ui/button-classes';
import { ShopLink } from '../../../components/ui/shop-link';
import { useSession } from '../../../lib/session';
import { DesktopNav } from './desktop-nav';
import { AccountMenuSlot, CartSlot, MobileNavSlot } from './header-stand-ins';

/** Fixed maroon header: logo, navigation, cart, account menu or Login/Register. */
export function ShopHeader() {
  const { user } = useSession();
  return (
    <header className="on-dark fixed inset-x-0 top-0 z-40 border-b border-gold-500/40 bg-maroon-900 shadow-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1.5 px-3 sm:gap-2 sm:px-4 md:gap-6 md:px-8">
        <MobileNavSlot />
        <ShopLink to="/shop/home" className="rounded-md" aria-label="Resham home">
          <Logo compact />
        </ShopLink>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 md:gap-6">
          <DesktopNav />
          {/* On a phone, search is one tap from every page, not inside the menu (the desktop nav has it). */}
          <ShopLink
            to="/shop/search"
            className={buttonClasses('ghost-light', 'icon', 'max-sm:size-9 md:hidden')}
            aria-label="Search"
          >
            <Search aria-hidden="true" />
          </ShopLink>
          <CartSlot />
          {user ? (
            <AccountMenuSlot user={user} />
          ) : (
            // Spec §2: both, at every width (at 375 px too).
            <div className="flex items-center gap-1.5 sm:gap-2">
              <ShopLink to="/auth/login" className={buttonClasses('gold', 'sm', 'max-sm:px-2')}>
                Login
              </ShopLink>
              <ShopLink to="/auth/register" className={buttonClasses('outline-light', 'sm', 'max-sm:px-2')}>
                Register
              </ShopLink>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
