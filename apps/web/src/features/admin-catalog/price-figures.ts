import {
  basePriceForShopperPaise,
  formatPaise,
  isWholePaise,
  rupeesToPaise,
  unitTaxPaise,
} from '@resham/shared';

/**
 * The line under a "Shoppers pay" field, live as the owner types: the base price the shop will store
 * (before GST), the GST on it and what shoppers pay, from the same rule the server stores by
 * (basePriceForShopperPaise). Undefined while the field holds no usable figure (its own error says why).
 */
export function priceFiguresText(typed: string | undefined, whenZero?: string): string | undefined {
  const text = (typed ?? '').trim();
  if (text === '') return undefined;
  const rupees = Number(text);
  if (!Number.isFinite(rupees) || rupees < 0 || !isWholePaise(rupees)) return undefined;
  const shopperPaise = rupeesToPaise(rupees);
  if (shopperPaise === 0) return whenZero;
  const found = basePriceForShopperPaise(shopperPaise);
  if (!('basePaise' in found))
    return `No price before GST gives exactly ${formatPaise(shopperPaise)}: use ${formatPaise(found.below)} or ${formatPaise(found.above)}.`;
  const base = found.basePaise;
  return `Before GST ${formatPaise(base)} + GST ${formatPaise(unitTaxPaise(base))} = shoppers pay ${formatPaise(shopperPaise)}`;
}
