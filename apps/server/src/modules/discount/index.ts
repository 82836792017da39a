// What other modules use of discount codes: order creation's pricing, and giving a use back.
export { holdUse, priceOrder, type TakenUse } from './order-pricing';
export { apiSummary } from './rules';
export { releaseDiscountUse, retakeDiscountUse } from './uses';
