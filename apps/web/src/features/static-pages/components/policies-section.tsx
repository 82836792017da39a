import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { POLICY_PAGES } from '../policy-links';

/** The about page's #policies section: the five policy pages, each with its gist. */
export function PoliciesSection() {
  return (
    <section id="policies" aria-labelledby="policies-heading" className="scroll-mt-24">
      <h2 id="policies-heading" className="text-3xl font-semibold text-maroon-900">
        Our policies
      </h2>
      <p className="mt-2 max-w-prose text-muted">
        Plain words on how we sell, ship, take back and refund, and how we look after your data.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {POLICY_PAGES.map((policy) => (
          <li key={policy.to}>
            <Link
              to={policy.to}
              className="group flex h-full items-start justify-between gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm hover:border-gold-500"
            >
              <span className="grid gap-1">
                <span className="font-serif text-lg font-semibold text-maroon-900 group-hover:underline">
                  {policy.title}
                </span>
                <span className="text-sm text-muted">{policy.gist}</span>
              </span>
              <ChevronRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-700" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
