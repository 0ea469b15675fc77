import { type DynamicModule, Module } from '@nestjs/common';
import { apiPath } from '@madar/shared';
import {
  AuditModule,
  type Clock,
  ClockModule,
  createHealthController,
  createLoggerModule,
  TokenVerificationModule,
} from '@madar/shared/nest';
import { DataModule } from '@madar/shared/data';
import { PersonalDataModule } from '@madar/shared/personal-data';
import { BlogModule } from './blog/blog.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { CompanyProfileModule } from './company/company-profile.module';
import { type ContentConfig, SERVICE_NAME } from './config';
import { migrations } from './database/migrations';
import { type ContentDb, SCHEMA } from './database/schema';
import { seedContent } from './database/seed';
import { MediaModule } from './media/media.module';
import { ContentPersonalData } from './personal-data/content-personal-data';
import { ProjectsModule } from './projects/projects.module';
import { ServicesCatalogModule } from './services-catalog/services-catalog.module';
import { StatisticsModule } from './statistics/statistics.module';
import { TeamModule } from './team/team.module';
import { TestimonialsModule } from './testimonials/testimonials.module';
import { TimelineModule } from './timeline/timeline.module';

export interface AppModuleOverrides {
  /** The time source; the system clock unless a test fixes "now". */
  clock?: Clock;
}

@Module({})
export class AppModule {
  /** The whole service built from an already-validated config (main.ts and the e2e tests). */
  static forRoot(config: ContentConfig, overrides: AppModuleOverrides = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        createLoggerModule(SERVICE_NAME, config.logLevel),
        // Verifies the admin tokens of the blog's write routes.
        TokenVerificationModule.forRoot(config.verification),
        ClockModule.forRoot(overrides.clock),
        DataModule.forRoot<ContentDb>({
          schema: SCHEMA,
          settings: config.data,
          migrations,
          seed: seedContent,
        }),
        // GET /api/content/audit, and the log the stores write each admin change to.
        AuditModule.forRoot({
          path: apiPath('content', 'content/audit'),
          retentionDays: config.auditRetentionDays,
        }),
        CatalogueModule,
        ServicesCatalogModule,
        ProjectsModule,
        TestimonialsModule,
        StatisticsModule,
        TeamModule,
        TimelineModule,
        // /api/company: the company profile staff edit, from COMPANY_JSON until they first do.
        CompanyProfileModule.forRoot(config.company),
        BlogModule.forRoot({ previewTtlMinutes: config.previewTtlMinutes }),
        // /api/media: the blog's image library; its files public at /media/ through the gateway.
        MediaModule.forRoot(config.media),
        // POST /api/content/personal-data/export and …/erase: what the audit log says of a staff member.
        PersonalDataModule.forRoot({
          path: apiPath('content', 'content/personal-data'),
          service: SERVICE_NAME,
          kinds: ContentPersonalData,
        }),
      ],
      controllers: [createHealthController(SERVICE_NAME)],
    };
  }
}
