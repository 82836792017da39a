import { PageShell } from '../../components/page-shell';

export default function ProductPage() {
  return <PageShell title="Product Details" />;
}
