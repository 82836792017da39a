import { useNavigate } from 'react-router';
import { MESSAGES } from '@resham/shared';
import { toast } from '../../../components/ui/toast';
import { useLogout } from '../api';

/** Logout with its toast and the redirect to the sign-in page. */
export function useSignOut() {
  const navigate = useNavigate();
  const logout = useLogout({
    onSignedOut: (message) => {
      toast({ title: message || MESSAGES.auth.loggedOut });
      void navigate('/auth/login', { replace: true });
    },
    onFailed: (error) => {
      toast({ title: MESSAGES.web.logoutFailed, description: error.message, variant: 'destructive' });
    },
  });
  return { signOut: () => logout.mutate(), isPending: logout.isPending };
}
