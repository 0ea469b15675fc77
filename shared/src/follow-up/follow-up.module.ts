/**
 * The follow-up kit in a service: `FollowUpModule.forRoot({ jwksUrl })` provides the notes store
 * (memory or PostgreSQL, by the DataSource's mode, writing to the service's audit log and outbox), the
 * staff directory (auth's, next to its JWKS, unless a test passes its own) and the assignees' check.
 * Each kind of lead then gets its routes from `createLeadFollowUpController`.
 */
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AuditLog, memoryJournal } from '../data/audit-log';
import { DataSource } from '../data/data.module';
import { postgresOutbox } from '../mail/mail.module';
import { MailOutbox, memoryMailJournal } from '../mail/outbox';
import { LeadAssignees } from './leads';
import { PostgresLeadNotesStore } from './notes.pg-store';
import { InMemoryLeadNotesStore, LeadNotesStore } from './notes.store';
import { HttpStaffDirectory, StaffDirectory, staffDirectoryUrlFor } from './staff-directory';

export interface FollowUpModuleOptions {
  /** AUTH_JWKS_URL: auth's staff directory is found next to it. */
  jwksUrl: string;
  /** Tests: a directory of their own instead of auth's. */
  directory?: StaffDirectory;
}

@Global()
@Module({})
export class FollowUpModule {
  static forRoot(options: FollowUpModuleOptions): DynamicModule {
    return {
      module: FollowUpModule,
      providers: [
        {
          provide: StaffDirectory,
          useFactory: () =>
            options.directory ?? new HttpStaffDirectory(staffDirectoryUrlFor(options.jwksUrl)),
        },
        {
          provide: LeadNotesStore,
          // Memory mode: a note's audit entry and a reply's mail are appended as part of the write.
          useFactory: (data: DataSource, audit: AuditLog, outbox: MailOutbox) =>
            data.mode === 'postgres'
              ? new PostgresLeadNotesStore(data, postgresOutbox(outbox))
              : new InMemoryLeadNotesStore(
                  data.settings.memoryStoreMaxBytes,
                  memoryJournal(audit),
                  memoryMailJournal(outbox),
                ),
          inject: [DataSource, AuditLog, MailOutbox],
        },
        LeadAssignees,
      ],
      exports: [StaffDirectory, LeadNotesStore, LeadAssignees],
    };
  }
}
