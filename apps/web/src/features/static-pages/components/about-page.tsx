import { PageHeading } from '../../../components/ui/page-heading';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { storeNameOf, type StoreFacts } from '../store-facts';
import { CollectionsShowcase } from './collections-showcase';
import { FounderStory } from './founder-story';
import { PoliciesSection } from './policies-section';
import { StoreContactBlock } from './store-contact-block';

const HASH_TARGETS = ['policies'] as const;

/** /shop/about-us: the founder story, the collections showcase and the policies (#policies). */
export function AboutPage({ store }: { store?: StoreFacts }) {
  useScrollToHash(HASH_TARGETS);
  const name = storeNameOf(store);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-16 px-4 py-10 md:px-8 md:py-14">
      <header className="max-w-3xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">About us</p>
        <PageHeading className="mt-2">Silk, from the loom to you</PageHeading>
        <p className="mt-4 text-lg leading-8 text-muted">
          {name} is a family boutique in Coimbatore, founded by a weaver’s daughter. We sell handwoven silk
          and cotton sarees, dupattas, terracotta jewellery and paintings, bought directly from the people who
          make them.
        </p>
      </header>
      <FounderStory storeName={name} />
      <CollectionsShowcase />
      <PoliciesSection />
      <StoreContactBlock store={store} heading="Visit or write to us" className="" />
    </div>
  );
}
