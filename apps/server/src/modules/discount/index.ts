// What other modules use of discount codes: order creation's pricing, and giving a use back.
export { holdUse, priceOrder, type TakenUse } from './order-pricing';
export { releaseDiscountUse, retakeDiscountUse } from './uses';
