import { PageHeading } from '../../components/ui/page-heading';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';

const today = () =>
  new Date().toLocaleDateString('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

export default function AdminDashboardPage() {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <PageHeading>Dashboard</PageHeading>
        <p className="text-muted">{today()}</p>
      </div>
      <DashboardView />
    </div>
  );
}
