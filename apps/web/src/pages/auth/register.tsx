import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { RegisterForm } from '../../features/auth/components/register-form';

export default function RegisterPage() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2 text-center">
        <PageHeading>Create new account</PageHeading>
        <p className="text-muted">
          Already have an account?{' '}
          <Link to="/auth/login" className="font-medium text-maroon-800 underline-offset-4 hover:underline">
            Login
          </Link>
        </p>
      </div>
      <RegisterForm />
    </div>
  );
}
