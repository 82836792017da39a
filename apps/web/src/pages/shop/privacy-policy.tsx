import { PageShell } from '../../components/page-shell';

export default function PrivacyPolicyPage() {
  return <PageShell title="Privacy Policy" />;
}
