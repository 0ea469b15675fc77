/**
 * Browser-safe contracts: entity types, enums, LocalizedText and the error envelope.
 * Node-only pieces live in `@madar/shared/node`, NestJS pieces in `@madar/shared/nest`.
 */
export * from './localized-text';
export * from './enums';
export * from './entities';
export * from './records';
export * from './summaries';
export * from './errors';
export * from './stats';
export * from './list-query';
export * from './lists';
export * from './labels';
export * from './plain-text';
export * from './contracts';
