import type { PublicConfig } from '@resham/shared';

/**
 * The shop's facts and settings as the pages print them (GET /api/common/config): its name and contacts,
 * and the rules the policies state (cash on delivery, dispatch and transit days, returns). Sensible words without
 * figures until the settings answer.
 */
export type StoreFacts = Pick<
  PublicConfig,
  'storeName' | 'storeAddress' | 'storePhone' | 'storeEmail' | 'storeState' | 'cod' | 'shipping' | 'returns'
>;

export function storeNameOf(store: Partial<StoreFacts> | undefined): string {
  return store?.storeName?.trim() || 'Resham';
}

/** `tel:` href from a printed phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
