import { Link } from 'react-router';
import { Logo } from './brand/logo';
import { buttonClasses } from './ui/button-classes';
import { PageHeading } from './ui/page-heading';

/** A standalone centred page with one message (not found, no access). */
export function StatusPage({ message }: { message: string }) {
  return (
    <main className="grid min-h-screen place-items-center bg-ivory px-4 text-center">
      <div className="grid justify-items-center gap-6">
        <Logo tone="dark" />
        <PageHeading>{message}</PageHeading>
        <Link to="/" className={buttonClasses('primary', 'md')}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
