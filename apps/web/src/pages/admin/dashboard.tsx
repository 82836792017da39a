import { PageHeading } from '../../components/ui/page-heading';

export default function AdminDashboardPage() {
  return <PageHeading>Admin Dashboard</PageHeading>;
}
