export * from './auth';
export * from './catalog';
export * from './selling';
export * from './reviews';
export * from './dashboard';
export * from './rate-limits';
export * from './owed-refunds';
export * from './wishes';
