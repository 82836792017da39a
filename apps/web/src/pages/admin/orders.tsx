import { PageHeading } from '../../components/ui/page-heading';

export default function AdminOrdersPage() {
  return <PageHeading>Orders</PageHeading>;
}
