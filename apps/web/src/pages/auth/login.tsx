import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { LoginForm } from '../../features/auth/components/login-form';

export default function LoginPage() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2 text-center">
        <PageHeading>Sign in to your account</PageHeading>
        <p className="text-muted">
          Don&apos;t have an account?{' '}
          <Link
            to="/auth/register"
            className="font-medium text-maroon-800 underline-offset-4 hover:underline"
          >
            Register
          </Link>
        </p>
      </div>
      <LoginForm />
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
