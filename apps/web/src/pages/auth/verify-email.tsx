import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { VerifyEmailStatus } from '../../features/account/components/verify-email-status';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  return (
    <div className="grid gap-6">
      <PageHeading className="text-center">Verify your email</PageHeading>
      <VerifyEmailStatus token={params.get('token') ?? ''} />
    </div>
  );
}
