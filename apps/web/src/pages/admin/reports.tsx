import { PageHeading } from '../../components/ui/page-heading';
import { ReportsView } from '../../features/reports/components/reports-view';

export default function AdminReportsPage() {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <PageHeading>Reports</PageHeading>
        <p className="text-muted">GST figures of a month from its invoices, and orders as a spreadsheet.</p>
      </div>
      <ReportsView />
    </div>
  );
}
