// The header's interactive widgets (Radix menus and sheets) in one chunk, loaded on first use.
import type { WidgetProps } from '../../../components/deferred';
import { useSession } from '../../../lib/session';
import { AccountMenu } from '../../../features/auth/components/account-menu';
import { CartButton } from '../../../features/cart/components/cart-button';
import { CategoryMenu } from '../../../features/categories/components/category-menu';
import { MobileNav } from './mobile-nav';
import { headerLinkClass } from './nav-link-classes';

export function ProductsMenuWidget(props: WidgetProps) {
  return <CategoryMenu triggerClassName={headerLinkClass({ isActive: false })} {...props} />;
}

export function AccountMenuWidget(props: WidgetProps) {
  const { user } = useSession();
  return user ? <AccountMenu user={user} {...props} /> : null;
}

export { CartButton as CartWidget, MobileNav as MobileNavWidget };
