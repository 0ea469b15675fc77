/**
 * Follow-up on leads for the services that keep them: notes, assignees (with auth's staff directory),
 * replies through the outbox, bulk changes, and the routes that serve them alike for every kind.
 */
export * from './notes.store';
export * from './notes.pg-store';
export * from './staff-directory';
export * from './leads';
export * from './follow-up.dto';
export * from './follow-up.controller';
export * from './follow-up.module';
