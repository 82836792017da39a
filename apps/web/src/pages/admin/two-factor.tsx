import { PageHeading } from '../../components/ui/page-heading';
import { TwoFactorSetup } from '../../features/back-office/components/two-factor-setup';

/** /admin/two-factor (Security): set up two-step sign-in. */
export default function AdminTwoFactorPage() {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <PageHeading>Two-step sign-in</PageHeading>
      <TwoFactorSetup />
    </div>
  );
}
