import { PageShell } from '../../components/page-shell';

export default function SearchPage() {
  return <PageShell title="Search Products" />;
}
