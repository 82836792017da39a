import { useStoreConfig } from '../api';

/** Contact details from GET /api/common/config; renders nothing until (or unless) they load. */
export function StoreContact() {
  const config = useStoreConfig();
  if (!config) return null;
  const { storeName, storeAddress, storePhone, storeEmail } = config;
  const label = 'block text-xs font-semibold tracking-widest text-gold-300 uppercase';
  return (
    <address className="grid gap-3 text-sm not-italic">
      {storeName ? <p className="font-serif text-base font-semibold text-ivory">{storeName}</p> : null}
      {storeAddress ? (
        <p>
          <span className={label}>Address</span>
          <span className="whitespace-pre-line">{storeAddress}</span>
        </p>
      ) : null}
      {storePhone ? (
        <p>
          <span className={label}>Phone</span>
          <a className="hover:underline" href={`tel:${storePhone.replace(/[^\d+]/g, '')}`}>
            {storePhone}
          </a>
        </p>
      ) : null}
      {storeEmail ? (
        <p>
          <span className={label}>Email</span>
          <a className="hover:underline" href={`mailto:${storeEmail}`}>
            {storeEmail}
          </a>
        </p>
      ) : null}
    </address>
  );
}
