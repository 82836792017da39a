import { PageShell } from '../../components/page-shell';

export default function HomePage() {
  return <PageShell title="Welcome to Resham" />;
}
