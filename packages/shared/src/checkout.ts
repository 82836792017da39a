// Checkout's rules and words live in pricing.ts and order-pricing.ts (with the GST state codes they
// decide by); this module is how they reach the package's index.
export * from './pricing';
export * from './order-pricing';
export * from './discount-pricing';
export * from './gst-states';
export * from './gstin';
