/** Helpers for the services' tests; never imported by production code. */
export * from './token-signer';
export * from './database';
export * from './service-app';
export * from './staff-areas';
