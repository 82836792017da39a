import { PageShell } from '../../components/page-shell';

export default function ShippingPolicyPage() {
  return <PageShell title="Shipping Policy" />;
}
