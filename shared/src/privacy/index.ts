/** Consent on the public forms and retention of what they send: the DTO field, the purge's pieces. */
export * from './consent.field';
export * from './retention';
export * from './retention.pg-store';
