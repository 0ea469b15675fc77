/**
 * The audit log in a service: `AuditModule.forRoot({ path, retentionDays })` provides the `AuditLog`
 * (memory or PostgreSQL, by the DataSource's mode) for the stores that write to it, serves
 * GET <path> (owners only, newest first, read-only: no route edits or deletes an entry) and purges the
 * entries past the retention period at start and then daily. `@AuditedBy()` gives a write handler who
 * is acting and from where, for the service to stamp its change with.
 */
import {
  Controller,
  createParamDecorator,
  type DynamicModule,
  type ExecutionContext,
  Get,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Query,
  type Type,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditPage } from '../contracts/audit';
import type { AuditStamp } from '../data/audit-log';
import { AuditLog, InMemoryAuditLog, toAuditFilter } from '../data/audit-log';
import { PostgresAuditLog } from '../data/audit-log.pg-store';
import { DataSource } from '../data/data.module';
import { ErrorEnvelopeDto } from './api-models.dto';
import { AuditPageDto, AuditQueryDto } from './audit.dto';
import { Clock } from './clock';
import { type AdminRequest, StaffOnly } from './staff.guard';

/** Who acts and from where; the service adds when (its clock) to make the change's `AuditStamp`. */
export type AuditSource = Omit<AuditStamp, 'at'>;

/**
 * A handler parameter: the signed-in staff member (verified by `@StaffOnly`) and the client address as
 * Express sees it under the service's trust-proxy setting (the gateway's X-Forwarded-For, one hop).
 */
export const AuditedBy = createParamDecorator((_data: unknown, context: ExecutionContext): AuditSource => {
  const req = context.switchToHttp().getRequest<AdminRequest>();
  // Only a staff route has a staff member to name; anywhere else this is a programming error.
  if (!req.admin) throw new Error('@AuditedBy() on a route without @StaffOnly(area)');
  return {
    actor: { id: req.admin.id, email: req.admin.email },
    address: req.ip ?? req.socket.remoteAddress ?? '',
  };
});

/** The stamp of a change made now. */
export const auditStamp = (source: AuditSource, clock: Clock): AuditStamp => ({
  actor: { ...source.actor },
  address: source.address,
  at: clock.now().toISOString(),
});

export interface AuditModuleOptions {
  /** The controller's path: `apiPath('<service>', '<service>/audit')`. */
  path: string;
  /** Entries older than this many days are purged; 0 keeps them forever. */
  retentionDays: number;
}

const AUDIT_OPTIONS = Symbol('AUDIT_OPTIONS');
const DAY_MS = 24 * 60 * 60 * 1000;

export function createAuditController(path: string): Type<unknown> {
  @ApiTags('audit')
  @Controller(path)
  class AuditController {
    constructor(private readonly log: AuditLog) {}

    @Get()
    @StaffOnly('audit')
    @ApiOperation({
      summary: 'The audit log of this service: who changed, exported or downloaded what, newest first',
    })
    @ApiOkResponse({ type: AuditPageDto })
    @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'VALIDATION.FAILED: a bad query value' })
    list(@Query() query: AuditQueryDto): Promise<AuditPage> {
      return this.log.list(toAuditFilter(query));
    }
  }
  return AuditController;
}

/** Purges at start (once the database is ready) and then every day; an hour's error is harmless. */
@Injectable()
export class AuditRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Audit');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly log: AuditLog,
    private readonly data: DataSource,
    private readonly clock: Clock,
    @Inject(AUDIT_OPTIONS) private readonly options: AuditModuleOptions,
  ) {}

  onApplicationBootstrap(): void {
    if (this.options.retentionDays <= 0) return;
    const ready = this.data.mode === 'postgres' ? this.data.whenReady : Promise.resolve();
    void ready.then(() => this.purge());
    this.timer = setInterval(() => void this.purge(), DAY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Deletes the entries older than the retention period; how many went (0 when it failed). */
  async purge(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - this.options.retentionDays * DAY_MS);
    try {
      const gone = await this.log.purge(cutoff);
      if (gone > 0) this.logger.log(`purged ${gone} audit entries older than ${cutoff.toISOString()}`);
      return gone;
    } catch (err) {
      this.logger.warn(`audit purge failed: ${err instanceof Error ? err.message : String(err)}`);
      return 0;
    }
  }
}

@Module({})
export class AuditModule {
  static forRoot(options: AuditModuleOptions): DynamicModule {
    return {
      module: AuditModule,
      global: true,
      providers: [
        { provide: AUDIT_OPTIONS, useValue: options },
        {
          provide: AuditLog,
          inject: [DataSource],
          useFactory: (data: DataSource) =>
            data.mode === 'postgres'
              ? new PostgresAuditLog(data)
              : new InMemoryAuditLog(data.settings.memoryStoreMaxBytes),
        },
        AuditRetention,
      ],
      controllers: [createAuditController(options.path)],
      exports: [AuditLog, AuditRetention],
    };
  }
}
