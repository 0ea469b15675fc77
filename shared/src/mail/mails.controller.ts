/**
 * A record's mails for staff: `GET <records>/:id/mails` (each mail's state, attempts, last error) and
 * `POST <records>/:id/mails/:mailId/resend` (202: queued again, sent by the worker). One controller
 * per kind of record, made here, so the three kinds answer alike; the record's own store says whether
 * the record exists (404 with the record's code otherwise).
 */
import { Controller, Get, HttpCode, Inject, Param, Post, type Type } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import {
  MAIL_PURPOSES,
  MAIL_STATES,
  type MailList,
  type MailPurpose,
  type MailRecordType,
  type MailState,
  type MailSummary,
} from '../contracts/mail';
import type { StaffRef } from '../contracts/follow-up';
import type { StaffArea } from '../contracts/staff';
import { AuditLog } from '../data/audit-log';
import { AuditedBy, type AuditSource, auditStamp } from '../nest/audit.module';
import { Clock } from '../nest/clock';
import { ERROR_CODES } from '../errors';
import { LANGUAGE_CODES, type Language } from '../languages';
import { ErrorEnvelopeDto } from '../nest/api-models.dto';
import { type AppError, notFound } from '../nest/app-error';
import { StaffOnly } from '../nest/staff.guard';
import { MailOutbox } from './outbox';

export class StaffRefDto implements StaffRef {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
}

export class MailSummaryDto implements MailSummary {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: MAIL_PURPOSES }) purpose!: MailPurpose;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty({ enum: LANGUAGE_CODES }) language!: Language;
  @ApiProperty({ enum: MAIL_STATES }) state!: MailState;
  @ApiProperty({ minimum: 0 }) attempts!: number;
  @ApiPropertyOptional() lastError?: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiPropertyOptional({ format: 'date-time' }) sentAt?: string;
  @ApiPropertyOptional({ description: "A reply's text as its author wrote it (replies only)" })
  text?: string;
  @ApiPropertyOptional({ type: StaffRefDto, description: 'Who sent a reply, as named then' })
  sentBy?: StaffRefDto;
}

export class MailListDto implements MailList {
  @ApiProperty({ type: [MailSummaryDto] }) items!: MailSummaryDto[];
}

/** What the controller asks of the record's store: the record, or undefined when there is none. */
export interface RecordLookup {
  get(id: string): Promise<unknown>;
}

export interface RecordMailsOptions {
  /** The records' path, `apiPath('<service>', '<prefix>')`. */
  path: string;
  tag: string;
  area: StaffArea;
  recordType: MailRecordType;
  /** The record's store (its injection token). */
  store: abstract new (...args: never[]) => RecordLookup;
  recordNotFound: () => AppError;
}

const mailNotFound = () => notFound(ERROR_CODES.MAIL_NOT_FOUND, 'The record has no mail with this id');

export function createRecordMailsController(options: RecordMailsOptions): Type<unknown> {
  const { recordType, recordNotFound } = options;
  const unknownRecord = { type: ErrorEnvelopeDto, description: 'No record has this id' };

  @ApiTags(options.tag)
  @Controller(options.path)
  class RecordMailsController {
    constructor(
      @Inject(options.store) private readonly records: RecordLookup,
      private readonly outbox: MailOutbox,
      private readonly audit: AuditLog,
      private readonly clock: Clock,
    ) {}

    private async record(id: string) {
      if ((await this.records.get(id)) === undefined) throw recordNotFound();
      return { type: recordType, id };
    }

    @Get(':id/mails')
    @StaffOnly(options.area)
    @ApiOkResponse({ type: MailListDto, description: "The record's mails, oldest first, with their state" })
    @ApiNotFoundResponse(unknownRecord)
    async list(@Param('id') id: string): Promise<MailList> {
      return { items: await this.outbox.listFor(await this.record(id)) };
    }

    @Post(':id/mails/:mailId/resend')
    @HttpCode(202)
    @StaffOnly(options.area)
    @ApiAcceptedResponse({ type: MailSummaryDto, description: 'Queued again; the worker sends it' })
    @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such record, or no such mail of it' })
    async resend(
      @Param('id') id: string,
      @Param('mailId') mailId: string,
      @AuditedBy() by: AuditSource,
    ): Promise<MailSummary> {
      // Audited with the mail queued again: who sent which mail once more (`mail_resend`).
      const entry = {
        ...auditStamp(by, this.clock),
        entity: { type: recordType, id },
        action: 'mail_resend' as const,
        before: null,
        after: null,
        details: { mailId },
      };
      const mail = await this.outbox.resend(await this.record(id), mailId, { entry, log: this.audit });
      if (!mail) throw mailNotFound();
      return mail;
    }
  }
  return RecordMailsController;
}
