import { PageShell } from '../../components/page-shell';

export default function ListingPage() {
  return <PageShell title="All Products" />;
}
