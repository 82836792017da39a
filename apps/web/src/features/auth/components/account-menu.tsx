import { useRef } from 'react';
import { Link } from 'react-router';
import { LogOut, UserRound } from 'lucide-react';
import type { SessionUser } from '@resham/shared';
import { useFocusOnMount, type WidgetProps } from '../../../components/deferred';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useSignOut } from '../hooks/use-sign-out';
import { AccountMenuFace, accountMenuTriggerClass } from './account-menu-face';

export interface AccountMenuProps extends WidgetProps {
  user: SessionUser;
}

/** Signed-in shopper's menu: Account and Logout. */
export function AccountMenu({ user, defaultOpen, focusOnMount }: AccountMenuProps) {
  const { signOut, isPending } = useSignOut();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useFocusOnMount(triggerRef, focusOnMount);
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger ref={triggerRef} className={accountMenuTriggerClass}>
        <AccountMenuFace user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Signed in as {user.userName}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/shop/account">
            <UserRound aria-hidden="true" />
            Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isPending} onSelect={signOut}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
