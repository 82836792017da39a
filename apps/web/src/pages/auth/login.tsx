import { Link, useLocation } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { LoginForm } from '../../features/auth/components/login-form';
import { authPagePath, readSignInReturn } from '../../lib/sign-in-return';
import { useReturnAfterSignIn } from './use-return-after-sign-in';

export default function LoginPage() {
  const { search, state } = useLocation();
  const back = readSignInReturn(search);
  const returnAfterSignIn = useReturnAfterSignIn(back);
  // Sign-up sends its email along, so the shopper types only her password.
  const email = (state as { email?: unknown } | null)?.email;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2 text-center">
        <PageHeading>Sign in to your account</PageHeading>
        <p className="text-muted">
          Don&apos;t have an account?{' '}
          <Link
            to={authPagePath('/auth/register', back)}
            className="font-medium text-maroon-800 underline-offset-4 hover:underline"
          >
            Register
          </Link>
        </p>
      </div>
      <LoginForm defaultEmail={typeof email === 'string' ? email : ''} onSignedIn={returnAfterSignIn} />
      <p className="text-center text-sm">
        <Link
          to="/auth/forgot-password"
          className="font-medium text-maroon-800 underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </p>
    </div>
  );
}
