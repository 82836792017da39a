import { defineDeferred, DeferredWidget, type WidgetProps } from '../../../components/deferred';
import type { SessionUser } from '@resham/shared';
import {
  AccountMenuFace,
  accountMenuTriggerClass,
} from '../../../features/auth/components/account-menu-face';
import { CartButtonFace, cartButtonClass } from '../../../features/cart/components/cart-button-face';
import { CategoryMenuFace } from '../../../features/categories/components/category-menu-face';
import { useCartCount } from '../../../features/cart/hooks/use-cart-count';
import { cn } from '../../../lib/cn';
import { MobileNavFace, mobileNavTriggerClass } from './mobile-nav-face';
import { headerLinkClass } from './nav-link-classes';

const load = () => import('./header-widgets');
const productsMenu = defineDeferred<WidgetProps>(() => load().then((m) => m.ProductsMenuWidget));
const cart = defineDeferred<WidgetProps>(() => load().then((m) => m.CartWidget));
const mobileNav = defineDeferred<WidgetProps>(() => load().then((m) => m.MobileNavWidget));
const accountMenu = defineDeferred<WidgetProps>(() => load().then((m) => m.AccountMenuWidget));

export function ProductsMenuSlot() {
  return (
    <DeferredWidget
      widget={productsMenu}
      openOnHover
      standIn={(handlers) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded="false"
          className={cn('inline-flex items-center gap-1', headerLinkClass({ isActive: false }))}
          {...handlers}
        >
          <CategoryMenuFace />
        </button>
      )}
    />
  );
}

export function CartSlot() {
  const count = useCartCount();
  return (
    <DeferredWidget
      widget={cart}
      standIn={(handlers) => (
        <button type="button" aria-haspopup="dialog" className={cartButtonClass} {...handlers}>
          <CartButtonFace count={count} />
        </button>
      )}
    />
  );
}

export function MobileNavSlot() {
  return (
    <DeferredWidget
      widget={mobileNav}
      standIn={(handlers) => (
        <button type="button" aria-haspopup="dialog" className={mobileNavTriggerClass} {...handlers}>
          <MobileNavFace />
        </button>
      )}
    />
  );
}

export function AccountMenuSlot({ user }: { user: SessionUser }) {
  return (
    <DeferredWidget
      widget={accountMenu}
      standIn={(handlers) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded="false"
          className={accountMenuTriggerClass}
          {...handlers}
        >
          <AccountMenuFace user={user} />
        </button>
      )}
    />
  );
}
