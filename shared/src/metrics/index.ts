/** Metrics and request ids of the services (Node). */
export * from './request-id';
export * from './request-context';
export * from './service-metrics';
export * from './attach';
