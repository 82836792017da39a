import type { ReactNode } from 'react';
import { Button } from './button';

/** The full-width submit button of the sign-in, sign-up and password forms: busy while its request runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending} aria-busy={pending}>
      {children}
    </Button>
  );
}
