/** Mail for the services: the outbox (memory or pg-boss), the SMTP transport, templates, staff routes. */
export * from './mail';
export * from './company';
export * from './company-source';
export * from './config';
export * from './mail-text';
export * from './templates';
export * from './compose';
export * from './transport';
export * from './outbox';
export * from './outbox.pg-store';
export * from './mail.module';
export * from './mails.controller';
export * from './testing';
export * from './submission-language';
export * from './follow-up-mails';
