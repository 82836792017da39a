import { Mail, MapPin, Phone } from 'lucide-react';
import { storeNameOf, telHref, type StoreFacts } from '../store-facts';

/** 'How to reach us' box with the configured name, address, phone and email. */
export interface StoreContactBlockProps {
  store?: StoreFacts;
  heading?: string;
  className?: string;
}

export function StoreContactBlock({
  store,
  heading = 'Contact us',
  className = 'mt-12',
}: StoreContactBlockProps) {
  return (
    <section
      aria-labelledby="contact-heading"
      className={`${className} grid max-w-prose gap-3 rounded-lg border border-gold-300 bg-white p-5 md:p-6`}
    >
      <h2 id="contact-heading" className="text-xl font-semibold text-maroon-900">
        {heading}
      </h2>
      {store ? (
        <address className="grid gap-2 text-sm not-italic text-ink">
          <p className="font-semibold">{storeNameOf(store)}</p>
          {store.storeAddress ? (
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
              <span className="whitespace-pre-line">{store.storeAddress}</span>
            </p>
          ) : null}
          {store.storePhone ? (
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
              <a className="text-maroon-800 underline underline-offset-2" href={telHref(store.storePhone)}>
                {store.storePhone}
              </a>
            </p>
          ) : null}
          {store.storeEmail ? (
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
              <a className="text-maroon-800 underline underline-offset-2" href={`mailto:${store.storeEmail}`}>
                {store.storeEmail}
              </a>
            </p>
          ) : null}
        </address>
      ) : (
        <p className="text-sm text-muted">Loading our contact details…</p>
      )}
    </section>
  );
}
