export * from './messages';
export * from './limits';
export * from './money';
export * from './auth';
export * from './public-config';
export * from './catalog';
export * from './checkout';
export * from './address';
