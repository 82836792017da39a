import { Logo } from '../../../components/brand/logo';
import { ShopLink } from '../../../components/ui/shop-link';
import { StoreContact } from '../../../features/store-config/components/store-contact';
import { ChatOnWhatsApp } from '../../../features/store-config/components/whatsapp';
import { ALL_PRODUCTS_PATH, forgetListingFilters } from '../../../lib/listing-memory';
import { POLICY_LINKS, SHOP_LINKS } from './shop-links';

// On the list, not on each link: the footer is in every storefront page's HTML.
const linkListClass = 'grid gap-2 text-sm [&_a]:rounded-sm [&_a:hover]:text-gold-300 [&_a:hover]:underline';

function LinkList({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <div>
      <h2 className="mb-3 text-lg font-semibold text-gold-300">{title}</h2>
      <ul className={linkListClass}>
        {links.map((link) => (
          <li key={link.to}>
            <ShopLink
              to={link.to}
              // 'Products' is all of them, not the category viewed last.
              onClick={link.to === ALL_PRODUCTS_PATH ? forgetListingFilters : undefined}
            >
              {link.label}
            </ShopLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ShopFooter() {
  return (
    <footer className="on-dark bg-maroon-950 text-stone-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 md:px-8 lg:grid-cols-4">
        <div className="grid content-start gap-4">
          <Logo tagline />
          <p className="max-w-xs text-sm text-stone-300">
            Silk sarees, dupattas and terracotta jewellery from our boutique in Coimbatore.
          </p>
        </div>
        <LinkList title="Shop" links={SHOP_LINKS} />
        <LinkList title="Policies" links={POLICY_LINKS} />
        <div>
          <h2 className="mb-3 text-lg font-semibold text-gold-300">Contact</h2>
          <StoreContact />
          <ChatOnWhatsApp className="mt-4 text-sm text-gold-300" />
        </div>
      </div>
      <div className="border-t border-white/10 py-4 text-center text-xs text-stone-300">
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Resham. All rights reserved.
      </div>
    </footer>
  );
}
