/** The founder story (our own words): a weaver's daughter from Sirumugai and her Coimbatore boutique. */
export function FounderStory({ storeName }: { storeName: string }) {
  return (
    <section
      aria-labelledby="story-heading"
      className="grid gap-10 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div className="max-w-prose text-base leading-8 text-ink md:text-[1.0625rem]">
        <h2 id="story-heading" className="text-3xl font-semibold text-maroon-900">
          A weaver’s daughter
        </h2>
        <p className="mt-5">
          Meenakshi grew up to the sound of a pit loom. Her father, Sundaram, wove soft silks in Sirumugai,
          the weaving town on the Bhavani river, an hour’s drive from Coimbatore. Before she could read, she
          could wind a pirn and count a border by touch. After school she sat beside him and matched the zari
          to the body colour, and when the master weavers came to collect their sarees on Fridays she learned
          to look at a piece the way they did: first the selvedge, then the pallu, then the hand.
        </p>
        <p className="mt-4">
          She also saw how little of a saree’s price ever reached the man at the loom. When power looms
          flooded the markets with imitation “silk”, weavers on her street began selling their looms for
          firewood. Her father kept weaving, but fewer people came to buy.
        </p>
        <p className="mt-4">
          In 2009 Meenakshi, by then married and living in Coimbatore, filled two steel trunks with her
          father’s sarees and those of his neighbours, and opened them in her front room in R.S. Puram.
          Friends told friends. Within a year the trunks had become a small shop near Town Hall, and the shop
          had a name: <strong className="font-semibold text-maroon-900">{storeName}</strong>, from the word
          for silk.
        </p>
        <p className="mt-4">
          Today we work directly with more than forty weaving families in Sirumugai, Kanchipuram, Arani and
          beyond, and with the printers, painters and potters whose Kalamkari, Tanjore work and terracotta
          jewellery sit beside the sarees. We pay them fairly and on time, we buy what they are proud of, and
          we tell you honestly what each piece is: pure silk or silk cotton, real zari or tested zari,
          handloom or not.
        </p>
        <p className="mt-4">
          Meenakshi still unfolds every saree before it goes into a box. Her father’s loom stands in the
          corner of the boutique. If you are ever in Coimbatore, come and see it.
        </p>
      </div>
      <aside className="grid content-start gap-4">
        <blockquote className="rounded-lg border-l-4 border-gold-500 bg-maroon-900 p-6 text-ivory shadow-md on-dark">
          <p className="font-serif text-xl leading-relaxed">
            “A saree remembers every hand that made it. We just make sure you know whose hands they were.”
          </p>
          <footer className="mt-4 text-sm text-gold-200">Meenakshi Sundaram, founder</footer>
        </blockquote>
        <dl className="grid grid-cols-3 gap-3 text-center">
          {[
            ['2009', 'first trunk show'],
            ['40+', 'weaving families'],
            ['15', 'collections'],
          ].map(([value, label]) => (
            <div
              key={label}
              className="flex flex-col-reverse justify-end rounded-lg border border-gold-300 bg-white p-3"
            >
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="font-serif text-2xl font-semibold text-maroon-900">{value}</dd>
            </div>
          ))}
        </dl>
      </aside>
    </section>
  );
}
