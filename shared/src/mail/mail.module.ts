/**
 * Mail in a service: `MailModule.forRoot({ settings, queueSchema })` provides the outbox (pg-boss in
 * durable mode, the in-process queue in memory mode, by the DataSource's mode), the transport (SMTP
 * unless a test passes its own) and the settings templates read (the company's contacts following the
 * content service's profile, read in the background), and runs the worker for as long as the service
 * runs.
 */
import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from '../data/data.module';
import { MailCompanySource, withLiveCompany } from './company-source';
import type { MailSettings } from './config';
import { InMemoryMailOutbox, MailOutbox } from './outbox';
import { PostgresMailOutbox } from './outbox.pg-store';
import { MailTransport, SmtpTransport } from './transport';

export const MAIL_SETTINGS = Symbol('MAIL_SETTINGS');

export interface MailModuleOptions {
  settings: MailSettings;
  /** pg-boss's schema in durable mode: `<service>_mail`. */
  queueSchema: string;
  /** Tests: a transport of their own instead of SMTP. */
  transport?: MailTransport;
}

@Injectable()
class MailWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly transport: MailTransport,
    private readonly company: MailCompanySource,
  ) {}

  onApplicationBootstrap(): void {
    this.company.start();
    this.outbox.start(this.transport);
  }

  async onApplicationShutdown(): Promise<void> {
    this.company.stop();
    await this.outbox.stop();
    this.transport.close();
  }
}

/** The outbox a PostgreSQL store writes its mails into, in its own transaction. */
export function postgresOutbox(outbox: MailOutbox): PostgresMailOutbox {
  if (!(outbox instanceof PostgresMailOutbox))
    throw new Error('PostgreSQL stores need the PostgreSQL outbox');
  return outbox;
}

@Global()
@Module({})
export class MailModule {
  static forRoot(options: MailModuleOptions): DynamicModule {
    return {
      module: MailModule,
      providers: [
        {
          provide: MailCompanySource,
          useFactory: () => {
            const logger = new Logger('Mail');
            return new MailCompanySource({
              url: options.settings.companyUrl,
              fallback: options.settings.company,
              warn: (message) => logger.warn(message),
            });
          },
        },
        // The templates read `company` from here: the content service's profile as last read.
        {
          provide: MAIL_SETTINGS,
          useFactory: (company: MailCompanySource) => withLiveCompany(options.settings, company),
          inject: [MailCompanySource],
        },
        {
          provide: MailTransport,
          useFactory: () => options.transport ?? new SmtpTransport(options.settings.smtp),
        },
        {
          provide: MailOutbox,
          useFactory: (data: DataSource) =>
            data.mode === 'memory'
              ? new InMemoryMailOutbox(data.settings.memoryStoreMaxBytes)
              : new PostgresMailOutbox(data, { queueSchema: options.queueSchema }),
          inject: [DataSource],
        },
        MailWorker,
      ],
      exports: [MAIL_SETTINGS, MailTransport, MailOutbox, MailCompanySource],
    };
  }
}

/** Injects the service's MailSettings. */
export const InjectMailSettings = () => Inject(MAIL_SETTINGS);
