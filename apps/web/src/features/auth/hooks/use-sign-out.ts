import { useNavigate } from 'react-router';
import { MESSAGES } from '@resham/shared';
import { toast } from '../../../components/ui/toast';
import { useLogout } from '../api';

/** Logout with its toast, then the home page (spec §2 sent shoppers to sign in again; issue 25 takes them home). */
export function useSignOut() {
  const navigate = useNavigate();
  const logout = useLogout({
    onSignedOut: (message) => {
      toast({ title: message || MESSAGES.auth.loggedOut });
      void navigate('/shop/home', { replace: true });
    },
    onFailed: (error) => {
      toast({ title: MESSAGES.web.logoutFailed, description: error.message, variant: 'destructive' });
    },
  });
  return { signOut: () => logout.mutate(), isPending: logout.isPending };
}
