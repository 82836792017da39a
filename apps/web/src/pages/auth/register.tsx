import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { RegisterForm } from '../../features/auth/components/register-form';
import { authPagePath, readSignInReturn } from '../../lib/sign-in-return';

export default function RegisterPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const back = readSignInReturn(search);
  const signIn = authPagePath('/auth/login', back);
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
      {/* On to sign in, with the email filled in and the way back (and the pending add) kept. */}
      <RegisterForm onRegistered={(email) => void navigate(signIn, { state: { email } })} />
    </div>
  );
}
