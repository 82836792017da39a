import { PageHeading } from '../../components/ui/page-heading';
import { ActivityList } from '../../features/back-office/components/activity-list';

/** /admin/activity: who changed what, when (read-only). */
export default function AdminActivityPage() {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <PageHeading>Activity</PageHeading>
        <p className="text-muted">
          Every change made in the admin, newest first. Entries cannot be edited or deleted.
        </p>
      </div>
      <ActivityList />
    </div>
  );
}
