import { PageShell } from '../../components/page-shell';

export default function RefundPolicyPage() {
  return <PageShell title="Refund Policy" />;
}
