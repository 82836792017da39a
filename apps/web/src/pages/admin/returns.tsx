import { PageHeading } from '../../components/ui/page-heading';
import { AdminReturnsView } from '../../features/returns/components/admin-returns-view';

export default function AdminReturnsPage() {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <PageHeading>Returns</PageHeading>
        <p className="text-muted">
          Requests from shoppers, by state. Approve with the pickup’s courier and AWB, check what comes back,
          then refund or exchange.
        </p>
      </div>
      <AdminReturnsView />
    </div>
  );
}
