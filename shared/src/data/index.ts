/** Storage for the services: the list contract in memory, PostgreSQL (Kysely), Redis, byte caps. */
export * from './database';
export * from './data.module';
export * from './memory-budget';
export * from './memory-list';
export * from './postgres-list';
export * from './storage-errors';
export * from './csv-export';
export * from './migrate-command';
export * from './every-field';
export * from './audit-log';
export * from './audit-log.pg-store';
export * from './audit-config';
export * from './versions';
export * from './versions.editor';
export * from './versions.pg-store';
export * from './versions.history';
export * from './versions.dto';
