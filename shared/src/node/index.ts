/** Node-only helpers: environment parsing and the latency settings. */
export * from './config';
export * from './latency';
