import { PageShell } from '../../components/page-shell';

export default function PaymentSuccessPage() {
  return <PageShell title="Payment Successful!" />;
}
