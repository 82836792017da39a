import type { ReactNode } from 'react';
import { PageHeading } from './ui/page-heading';

export interface PageShellProps {
  title: string;
  children?: ReactNode;
}

/** A page's frame: content width and its one h1. Pages built by later issues start from this. */
export function PageShell({ title, children }: PageShellProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:px-8 md:py-12">
      <PageHeading>{title}</PageHeading>
      {children}
    </div>
  );
}
