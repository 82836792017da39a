import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PageSkeleton } from '../../components/page-skeleton';
import { Logo } from '../../components/brand/logo';

/** Two columns: the brand on black (large screens only) and the centred child page. */
export default function AuthLayout() {
  return (
    <div className="flex min-h-screen w-full">
      <aside
        aria-label="Resham"
        className="on-dark hidden w-1/2 flex-col items-center justify-center gap-8 bg-black px-12 lg:flex"
      >
        <Logo size="lg" tagline />
        <p className="max-w-sm text-center font-serif text-lg text-stone-300">
          Handwoven Kanchipuram and soft silk sarees, chosen with care in Coimbatore.
        </p>
      </aside>
      <main className="flex flex-1 flex-col items-center justify-center bg-ivory px-4 py-12 sm:px-6 lg:px-8">
        <Link to="/shop/home" className="mb-8 rounded-md lg:hidden" aria-label="Resham home">
          <Logo tone="dark" />
        </Link>
        <div className="w-full max-w-md">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
