import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface PanelProps {
  title: string;
  /** id for aria-labelledby; defaults to a slug of the title. */
  id?: string;
  action?: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A white card with a heading: one block of the dashboard. */
export function Panel({ title, id, action, description, className, children }: PanelProps) {
  const headingId = id ?? `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'grid grid-cols-1 content-start gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid grid-cols-1 gap-0.5">
          <h2 id={headingId} className="text-xl font-semibold text-maroon-900">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-stone-50 p-4 text-center text-sm text-muted">{children}</p>;
}
