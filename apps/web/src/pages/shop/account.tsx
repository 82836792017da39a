import { PageShell } from '../../components/page-shell';

export default function AccountPage() {
  return <PageShell title="My Account" />;
}
