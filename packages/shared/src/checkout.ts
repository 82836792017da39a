// Checkout's rules and words live in pricing.ts (with the GST state codes it decides by); this module
// is how they reach the package's index.
export * from './pricing';
export * from './gst-states';
