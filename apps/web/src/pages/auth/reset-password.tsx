import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <div className="grid gap-6">
      <div className="grid gap-2 text-center">
        <PageHeading>Choose a new password</PageHeading>
        <p className="text-muted">You will be signed out everywhere, then sign in with the new password.</p>
      </div>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </div>
  );
}
