import type { Address } from '@resham/shared';

/**
 * The saved address checkout chooses for her before she picks one: the one her latest order went to,
 * else her only address; with several and none used yet, none (a gift address must not take an order
 * meant for herself by chance).
 */
export function defaultAddressId(addresses: readonly Address[]): string | null {
  const lastUsed = addresses.find((a) => a.lastUsed);
  if (lastUsed) return lastUsed._id;
  return addresses.length === 1 ? addresses[0]!._id : null;
}
