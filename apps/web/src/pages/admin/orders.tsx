import { PageHeading } from '../../components/ui/page-heading';
import { AdminOrdersView } from '../../features/admin-orders/components/admin-orders-view';

export default function AdminOrdersPage() {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <PageHeading>Orders</PageHeading>
        <p className="text-muted">Newest first. Open an order to see its details and move it along.</p>
      </div>
      <AdminOrdersView />
    </div>
  );
}
