import { PageShell } from '../../components/page-shell';

export default function CheckoutPage() {
  return <PageShell title="Checkout" />;
}
