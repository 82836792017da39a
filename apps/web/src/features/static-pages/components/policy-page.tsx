import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { cn } from '../../../lib/cn';
import { POLICY_PAGES } from '../policy-links';
import type { StoreFacts } from '../store-facts';
import { Prose } from './prose';
import { StoreContactBlock } from './store-contact-block';

export interface PolicyPageProps {
  title: string;
  /** The page's path, to leave it out of 'Other policies'. */
  path: string;
  /** One or two sentences under the title. */
  intro: ReactNode;
  /** 'In short': the facts a reader most needs, as a list. */
  summary: ReactNode[];
  store?: StoreFacts;
  children: ReactNode;
}

/** A text-only policy page: title, the short version, the full text, contact details, other policies. */
export function PolicyPage({ title, path, intro, summary, store, children }: PolicyPageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 md:px-8 md:py-14">
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">Our policies</p>
      <PageHeading className="mt-2">{title}</PageHeading>
      <p className="mt-4 max-w-prose text-lg leading-8 text-muted">{intro}</p>

      <section
        aria-labelledby="in-short"
        className="mt-8 max-w-prose rounded-lg border-l-4 border-gold-500 bg-white p-5 shadow-sm"
      >
        <h2 id="in-short" className="text-lg font-semibold text-maroon-900">
          In short
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-base leading-7 text-ink">
          {summary.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      </section>

      <Prose className="mt-4">{children}</Prose>

      <StoreContactBlock store={store} heading="Questions? Talk to us" />

      <nav aria-label="Other policies" className="mt-10 border-t border-stone-200 pt-6">
        <h2 className="text-sm font-semibold tracking-widest text-muted uppercase">Other policies</h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {POLICY_PAGES.filter((p) => p.to !== path).map((p) => (
            <li key={p.to}>
              <Link
                to={p.to}
                className={cn('text-sm font-medium text-maroon-800 underline-offset-4 hover:underline')}
              >
                {p.title}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/shop/about-us#policies"
              className="text-sm font-medium text-maroon-800 underline-offset-4 hover:underline"
            >
              All policies
            </Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
