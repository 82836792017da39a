import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageSkeleton } from '../../components/page-skeleton';
import { Logo } from '../../components/brand/logo';
import { buttonClasses } from '../../components/ui/button-classes';
import { readSignInReturn } from '../../lib/sign-in-return';

/**
 * The shop's maroon header (the logo leads home, 'Back to the shop' to the page the shopper came from),
 * then two columns: the brand on black (large screens only) and the centred child page.
 */
export default function AuthLayout() {
  const { search } = useLocation();
  const back = readSignInReturn(search).returnTo;
  return (
    <div className="flex min-h-screen w-full flex-col">
      <header className="on-dark border-b border-gold-500/40 bg-maroon-900 shadow-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:px-4 md:px-8">
          <Link to="/shop/home" className="rounded-md" aria-label="Resham home">
            <Logo compact />
          </Link>
          <Link to={back ?? '/shop/home'} className={buttonClasses('outline-light', 'sm', 'max-sm:px-2.5')}>
            <ArrowLeft aria-hidden="true" />
            {back ? 'Back' : 'Back to the shop'}
          </Link>
        </div>
      </header>
      <div className="flex flex-1">
        <aside
          aria-label="Resham"
          className="on-dark hidden w-1/2 flex-col items-center justify-center gap-8 bg-black px-12 lg:flex"
        >
          <Logo size="lg" tagline />
          <p className="max-w-sm text-center font-serif text-lg text-stone-300">
            Handwoven Kanchipuram and soft silk sarees, chosen with care in Coimbatore.
          </p>
        </aside>
        <main className="flex flex-1 flex-col items-center justify-center bg-ivory px-4 py-10 sm:px-6 lg:px-8">
          <div className="w-full max-w-md">
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}
