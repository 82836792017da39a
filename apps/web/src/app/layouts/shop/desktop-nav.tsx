import { NavLink } from 'react-router';
import { Search } from 'lucide-react';
import { ProductsMenuSlot } from './header-stand-ins';
import { headerLinkClass } from './nav-link-classes';

/** Home, Products (category menu), Search, About — shown from 768 px up. */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-6">
        <li>
          <NavLink to="/shop/home" className={headerLinkClass}>
            Home
          </NavLink>
        </li>
        <li>
          <ProductsMenuSlot />
        </li>
        <li>
          <NavLink to="/shop/search" className={(state) => `${headerLinkClass(state)} inline-flex`}>
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only">Search</span>
          </NavLink>
        </li>
        <li>
          <NavLink to="/shop/about-us" className={headerLinkClass}>
            About
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
