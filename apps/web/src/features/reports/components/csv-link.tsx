import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';

/** A CSV download (a plain link: the browser saves the file the server names). */
export function CsvLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className={buttonClasses('outline', 'sm')}>
      <Download aria-hidden="true" />
      {label}
    </a>
  );
}
