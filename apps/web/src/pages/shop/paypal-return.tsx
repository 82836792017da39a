import { MESSAGES } from '@resham/shared';
import { PageShell } from '../../components/page-shell';

export default function PaypalReturnPage() {
  return <PageShell title={MESSAGES.pages.paypalReturn} />;
}
