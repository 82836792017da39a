import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../../components/page-skeleton';
import { AdminHeader } from './admin-header';
import { AdminNav } from './admin-nav';

/** Sidebar on large screens (a drawer below), header with Logout, page content. */
export default function AdminLayout() {
  return (
    <div className="flex min-h-screen w-full bg-stone-50">
      <aside
        aria-label="Admin sidebar"
        className="hidden w-64 shrink-0 border-r border-stone-200 bg-white p-6 lg:block"
      >
        <AdminNav />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader />
        <main className="flex-1 p-4 md:p-6">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
