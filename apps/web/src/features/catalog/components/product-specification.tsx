import { specificationRows, type SareeDetails } from '@resham/shared';

/**
 * What the saree is made of (issue 36): fabric, weave, colour, zari, length, blouse piece, occasion,
 * Silk Mark and care, as a definition list; only what the shop has given. Nothing given: nothing shown.
 */
export function ProductSpecification({ details }: { details: SareeDetails }) {
  const rows = specificationRows(details);
  if (!rows.length) return null;
  return (
    <section aria-labelledby="product-specification" className="grid gap-2 border-t border-gold-500/30 pt-5">
      <h2 id="product-specification" className="font-serif text-lg font-semibold text-ink">
        Specification
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-ink">{row.label}</dt>
            <dd className="whitespace-pre-line text-muted">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
