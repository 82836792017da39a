import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { RegisterForm } from '../../features/auth/components/register-form';
import { fetchSession, sessionKey } from '../../lib/session';
import { authPagePath, readSignInReturn } from '../../lib/sign-in-return';
import { useReturnAfterSignIn } from './use-return-after-sign-in';

export default function RegisterPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = readSignInReturn(search);
  const signIn = authPagePath('/auth/login', back);
  const returnAfterSignIn = useReturnAfterSignIn(back);

  // A new account is signed in at once (issue 34): back where she was, with the saree she tapped. An
  // email that already has an account is answered alike but with no session (its owner is told by
  // email): then on to sign in, with the email filled in and the way back kept.
  const onRegistered = async (email: string) => {
    const user = await fetchSession().catch(() => null);
    if (user) {
      queryClient.setQueryData(sessionKey, user);
      returnAfterSignIn(user);
    } else {
      void navigate(signIn, { state: { email } });
    }
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-2 text-center">
        <PageHeading>Create new account</PageHeading>
        <p className="text-muted">
          Already have an account?{' '}
          <Link to={signIn} className="font-medium text-maroon-800 underline-offset-4 hover:underline">
            Login
          </Link>
        </p>
      </div>
      <RegisterForm onRegistered={(email) => void onRegistered(email)} />
    </div>
  );
}
