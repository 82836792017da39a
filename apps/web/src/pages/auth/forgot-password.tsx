import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2 text-center">
        <PageHeading>Forgot your password?</PageHeading>
        <p className="text-muted">Enter your email and we will send you a link to choose a new one.</p>
      </div>
      <ForgotPasswordForm />
      <p className="text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to="/auth/login" className="font-medium text-maroon-800 underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
