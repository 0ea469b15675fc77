/**
 * Browser-safe contracts: one file per noun (contracts/), LocalizedText, paging and the error envelope.
 * Node-only pieces live in `@madar/shared/node`, NestJS pieces in `@madar/shared/nest`.
 */
export * from './localized-text';
export * from './summaries';
export * from './errors';
export * from './stats';
export * from './list-query';
export * from './plain-text';
export * from './search-text';
export * from './slug';
export * from './contracts';
export * from './company-json';
export * from './routes';
export * from './metrics/request-id';
