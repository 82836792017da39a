import { useState } from 'react';
import { LogOut, Menu } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '../../../components/ui/sheet';
import { useSignOut } from '../../../features/auth/hooks/use-sign-out';
import { AdminNav } from './admin-nav';

/** Top bar: the drawer button (below 1024 px) and Logout. */
export function AdminHeader() {
  const [open, setOpen] = useState(false);
  const { signOut, isPending } = useSignOut();
  return (
    <header className="flex h-16 items-center justify-between gap-4 border-b border-stone-200 bg-white px-4 md:px-6">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger className={buttonClasses('ghost', 'icon', 'lg:hidden')}>
          <Menu aria-hidden="true" />
          <span className="sr-only">Open admin menu</span>
        </SheetTrigger>
        <SheetContent side="left" closeLabel="Close admin menu">
          <SheetTitle className="sr-only">Admin menu</SheetTitle>
          <SheetDescription className="sr-only">Admin sections</SheetDescription>
          <AdminNav onNavigate={() => setOpen(false)} />
        </SheetContent>
      </Sheet>
      <Button className="ml-auto" onClick={signOut} disabled={isPending}>
        <LogOut aria-hidden="true" />
        Logout
      </Button>
    </header>
  );
}
