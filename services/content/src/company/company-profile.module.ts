/**
 * The company profile (GET and PATCH /api/company): its store, memory or PostgreSQL as the service's
 * data, starting from `initial` (COMPANY_JSON over the defaults) until staff first edit it.
 */
import { type DynamicModule, Module } from '@nestjs/common';
import type { CompanyProfile } from '@madar/shared';
import { AuditLog, DataSource, memoryJournal } from '@madar/shared/data';
import type { ContentDb } from '../database/schema';
import { CompanyProfileController } from './company-profile.controller';
import { PostgresCompanyProfileStore } from './company-profile.pg-store';
import { CompanyProfileService } from './company-profile.service';
import { CompanyProfileStore, InMemoryCompanyProfileStore } from './company-profile.store';

@Module({})
export class CompanyProfileModule {
  static forRoot(initial: CompanyProfile): DynamicModule {
    return {
      module: CompanyProfileModule,
      controllers: [CompanyProfileController],
      providers: [
        {
          provide: CompanyProfileStore,
          // Edits are audited into the service's log: in memory, appended as part of the change.
          useFactory: (data: DataSource<ContentDb>, audit: AuditLog) =>
            data.mode === 'postgres'
              ? new PostgresCompanyProfileStore(data, initial)
              : new InMemoryCompanyProfileStore(initial, memoryJournal(audit)),
          inject: [DataSource, AuditLog],
        },
        CompanyProfileService,
      ],
    };
  }
}
