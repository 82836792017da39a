import { PageShell } from '../../components/page-shell';

export default function ReturnsPolicyPage() {
  return <PageShell title="Returns Policy" />;
}
