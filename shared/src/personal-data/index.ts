/**
 * Privacy requests for every service: export and erase everything held about one email address, the
 * audit redaction they share, and the routes that serve them alike.
 */
export * from './redaction';
export * from './find-in-list';
export * from './personal-data.dto';
export * from './personal-data.service';
export * from './personal-data.module';
