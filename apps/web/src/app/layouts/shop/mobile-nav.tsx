import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Search } from 'lucide-react';
import { useFocusOnMount, type WidgetProps } from '../../../components/deferred';
import { Button } from '../../../components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '../../../components/ui/sheet';
import { CategoryLinks } from '../../../features/categories/components/category-links';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../../../features/auth/hooks/use-sign-out';
import { cn } from '../../../lib/cn';
import { MobileNavFace, mobileNavTriggerClass } from './mobile-nav-face';

const linkClass = 'block rounded-md px-3 py-2 text-base font-medium text-ink hover:bg-maroon-50';
const activeLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(linkClass, isActive && 'bg-maroon-50 text-maroon-900');

/** The menu button and the navigation sheet used below 768 px. */
export function MobileNav({ defaultOpen = false, focusOnMount }: WidgetProps) {
  const { user } = useSession();
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useFocusOnMount(triggerRef, focusOnMount);
  const close = () => setOpen(false);
  const { signOut, isPending } = useSignOut();

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger ref={triggerRef} className={mobileNavTriggerClass}>
        <MobileNavFace />
      </SheetTrigger>
      <SheetContent side="left" closeLabel="Close menu">
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Shop navigation</SheetDescription>
        <nav aria-label="Mobile" className="grid gap-1">
          <NavLink to="/shop/home" className={activeLinkClass} onClick={close}>
            Home
          </NavLink>
          <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-widest text-muted uppercase">
            Products
          </p>
          <CategoryLinks linkClassName={cn(linkClass, 'pl-6 text-sm')} onNavigate={close} />
          <NavLink
            to="/shop/search"
            className={(state) => cn(activeLinkClass(state), 'flex gap-2')}
            onClick={close}
          >
            <Search aria-hidden="true" className="size-5" />
            Search
          </NavLink>
          <NavLink to="/shop/about-us" className={activeLinkClass} onClick={close}>
            About
          </NavLink>
        </nav>
        <div className="mt-auto grid gap-2 border-t border-stone-200 pt-4">
          {user ? (
            <>
              <Button asChild variant="outline">
                <Link to="/shop/account" onClick={close}>
                  Account
                </Link>
              </Button>
              <Button
                disabled={isPending}
                onClick={() => {
                  close();
                  signOut();
                }}
              >
                Logout
              </Button>
            </>
          ) : (
            <>
              <Button asChild>
                <Link to="/auth/login" onClick={close}>
                  Login
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/auth/register" onClick={close}>
                  Register
                </Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
