import { PageHeading } from '../../components/ui/page-heading';

export default function AdminProductsPage() {
  return <PageHeading>Products</PageHeading>;
}
