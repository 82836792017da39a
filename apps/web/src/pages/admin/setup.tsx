import { useSearchParams } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { PageHeading } from '../../components/ui/page-heading';
import { OwnerSetupForm } from '../../features/auth/components/owner-setup-form';

/** /admin/setup?token=…: the first run, from the link the shop prints while it has no admin (issue 35). */
export default function AdminSetupPage() {
  const [params] = useSearchParams();
  return (
    <main className="flex min-h-screen items-center justify-center bg-ivory px-4 py-10">
      <div className="grid w-full max-w-md gap-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <div className="grid justify-items-center gap-3 text-center">
          <Logo tone="dark" />
          <PageHeading>Set up your shop</PageHeading>
          <p className="text-muted">
            Create the owner’s account. This link works once; afterwards, sign in with this email and
            password.
          </p>
        </div>
        <OwnerSetupForm token={params.get('token') ?? ''} />
      </div>
    </main>
  );
}
