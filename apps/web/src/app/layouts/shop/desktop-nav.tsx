import { useLocation } from 'react-router';
import { Search } from 'lucide-react';
import { ShopLink } from '../../../components/ui/shop-link';
import { ProductsMenuSlot } from './header-stand-ins';
import { headerLinkClass } from './nav-link-classes';

/** A header link, marked as the current page (as the router's NavLink would: that page or one below it). */
function NavItem({
  to,
  pathname,
  extra,
  children,
}: {
  to: string;
  pathname: string;
  extra?: string;
  children: React.ReactNode;
}) {
  const isActive = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <ShopLink
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={extra ? `${headerLinkClass({ isActive })} ${extra}` : headerLinkClass({ isActive })}
    >
      {children}
    </ShopLink>
  );
}

/** Home, Products (category menu), Search, About — shown from 768 px up. */
export function DesktopNav() {
  const pathname = useLocation().pathname.toLowerCase();
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-6">
        <li>
          <NavItem to="/shop/home" pathname={pathname}>
            Home
          </NavItem>
        </li>
        <li>
          <ProductsMenuSlot />
        </li>
        <li>
          <NavItem to="/shop/search" pathname={pathname} extra="inline-flex">
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only">Search</span>
          </NavItem>
        </li>
        <li>
          <NavItem to="/shop/about-us" pathname={pathname}>
            About
          </NavItem>
        </li>
      </ul>
    </nav>
  );
}
