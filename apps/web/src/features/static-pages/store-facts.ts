import type { PublicConfig } from '@resham/shared';

/** The shop's facts as the pages print them; sensible words until GET /api/common/config answers. */
export type StoreFacts = Pick<PublicConfig, 'storeName' | 'storeAddress' | 'storePhone' | 'storeEmail'>;

export function storeNameOf(store: Partial<StoreFacts> | undefined): string {
  return store?.storeName?.trim() || 'Resham';
}

/** `tel:` href from a printed phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
