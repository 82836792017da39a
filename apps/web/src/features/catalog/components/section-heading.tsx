import { PaisleyMark } from '../../../components/brand/paisley-mark';

export interface SectionHeadingProps {
  id: string;
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  /** A sentence under the title. */
  lead?: string;
}

/** A centred section title with a gold paisley rule, as on a boutique's printed catalogue. */
export function SectionHeading({ id, title, eyebrow, lead }: SectionHeadingProps) {
  return (
    <div className="mb-10 grid justify-items-center gap-3 text-center">
      {eyebrow ? (
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl font-semibold text-maroon-900 md:text-4xl">
        {title}
      </h2>
      <div aria-hidden="true" className="flex items-center gap-3 text-gold-500">
        <span className="h-px w-12 bg-gradient-to-r from-transparent to-gold-500" />
        <PaisleyMark className="h-5 w-4" />
        <span className="h-px w-12 bg-gradient-to-l from-transparent to-gold-500" />
      </div>
      {lead ? <p className="max-w-2xl text-sm text-muted md:text-base">{lead}</p> : null}
    </div>
  );
}
