/**
 * A lead's follow-up routes, made once here so every kind answers alike under its own path:
 * `GET <kind>/:id` (the lead with its notes and mail thread), `POST <kind>/:id/notes`,
 * `PATCH <kind>/:id/assignee`, `POST <kind>/:id/replies` and `POST <kind>/bulk`. The kind's store
 * says whether a lead exists (404 with the kind's code otherwise) and makes the changes; each change is
 * audited in its own transaction. Register it after the kind's own controller, whose fixed paths
 * (`stats`, `export`) must not be read as an `:id`.
 */
import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, type Type } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { BulkResult, LeadDetail, LeadKind, LeadNote } from '../contracts/follow-up';
import type { MailSummary } from '../contracts/mail';
import { mayAccess, type StaffArea } from '../contracts/staff';
import { ERROR_CODES } from '../errors';
import { replyMail, assignmentMail } from '../mail/follow-up-mails';
import { InjectMailSettings } from '../mail/mail.module';
import type { MailSettings } from '../mail/config';
import { MailSummaryDto } from '../mail/mails.controller';
import { MailOutbox, toMailSummary } from '../mail/outbox';
import { ErrorEnvelopeDto } from '../nest/api-models.dto';
import { AppError, badRequest } from '../nest/app-error';
import { AuditedBy, type AuditSource, auditStamp } from '../nest/audit.module';
import { Clock } from '../nest/clock';
import { StaffOnly } from '../nest/staff.guard';
import {
  AssigneeRequestDto,
  bulkRequestDto,
  BulkResultDto,
  LeadNoteDto,
  NoteRequestDto,
  ReplyRequestDto,
} from './follow-up.dto';
import { CurrentStaff, type Lead, LeadAssignees, type LeadStore, type StaffCaller } from './leads';
import { LeadNotesStore } from './notes.store';
import { StaffDirectory } from './staff-directory';

export interface LeadFollowUpOptions<L extends Lead, S extends string> {
  /** The kind's path, `apiPath('<service>', '<prefix>')`. */
  path: string;
  tag: string;
  area: StaffArea;
  kind: LeadKind;
  /** The kind's store (its injection token). */
  store: abstract new (...args: never[]) => LeadStore<L, S>;
  recordNotFound: () => AppError;
  statuses: readonly S[];
  /** The record's answer DTO, for the OpenAPI document. */
  record: new () => object;
  /** Who sent the lead: where a reply goes and whom it greets. */
  sender(lead: L): { email: string; name: string };
  /** How the lead is named in the assignee's mail. */
  title(lead: L): string;
  /** The panel's list of the kind, searched for the sender in the assignee's link. */
  panelPath: string;
}

const assigneeInvalid = () =>
  new AppError(
    400,
    ERROR_CODES.LEAD_ASSIGNEE_INVALID,
    'The assignee must be an active staff account whose role may see this kind of lead',
  );

const INVALID_INPUT = {
  type: ErrorEnvelopeDto,
  description: 'Malformed JSON, or missing, invalid or unknown fields (VALIDATION.FAILED)',
};

export function createLeadFollowUpController<L extends Lead, S extends string>(
  options: LeadFollowUpOptions<L, S>,
): Type<unknown> {
  const { area, kind, recordNotFound } = options;
  const name = options.record.name.replace(/Dto$/, '');
  const unknownLead = { type: ErrorEnvelopeDto, description: 'No lead of this kind has this id' };

  class LeadDetailDto extends options.record {
    @ApiProperty({ type: [LeadNoteDto], description: 'Internal notes, oldest first' })
    notes!: LeadNoteDto[];
    @ApiProperty({ type: [MailSummaryDto], description: "The lead's mails, oldest first, with their state" })
    thread!: MailSummaryDto[];
  }
  Object.defineProperty(LeadDetailDto, 'name', { value: `${name}DetailDto` });
  // A class declaration (not a value of a factory), so the body's type is in the metadata the
  // validation pipe reads.
  class BulkRequestDto extends bulkRequestDto(options.statuses, `${name}BulkRequestDto`) {}
  Object.defineProperty(BulkRequestDto, 'name', { value: `${name}BulkRequestDto` });

  @ApiTags(options.tag)
  @Controller(options.path)
  class LeadFollowUpController {
    constructor(
      @Inject(options.store) private readonly records: LeadStore<L, S>,
      private readonly notes: LeadNotesStore,
      private readonly outbox: MailOutbox,
      private readonly assignees: LeadAssignees,
      private readonly directory: StaffDirectory,
      private readonly clock: Clock,
      @InjectMailSettings() private readonly mail: MailSettings,
    ) {}

    private async lead(id: string): Promise<L> {
      const lead = await this.records.get(id);
      if (!lead) throw recordNotFound();
      return lead;
    }

    // The fixed path first, so "bulk" is never read as an id.
    @Post('bulk')
    @HttpCode(200)
    @StaffOnly(area)
    @ApiOkResponse({ type: BulkResultDto, description: 'How many leads changed; unknown ids are skipped' })
    @ApiBadRequestResponse(INVALID_INPUT)
    async bulk(@Body() body: BulkRequestDto, @AuditedBy() by: AuditSource): Promise<BulkResult> {
      const { ids, action, status } = body;
      if (action === 'delete' && status !== undefined) {
        throw badRequest('status is not taken with action "delete"', [
          { field: 'status', rule: 'notWithDelete' },
        ]);
      }
      let changed = 0;
      // One by one, each change audited as its single route audits it.
      for (const id of ids) {
        const stamp = auditStamp(by, this.clock);
        if (action === 'delete') changed += (await this.records.delete(id, stamp)) ? 1 : 0;
        else if (status !== undefined) changed += (await this.records.update(id, { status }, stamp)) ? 1 : 0;
      }
      return action === 'delete' ? { deleted: changed } : { updated: changed };
    }

    @Get(':id')
    @StaffOnly(area)
    @ApiOkResponse({ type: LeadDetailDto, description: 'The lead with its notes and its mails' })
    @ApiNotFoundResponse(unknownLead)
    async detail(@Param('id') id: string, @CurrentStaff() caller: StaffCaller): Promise<LeadDetail<L>> {
      const [lead] = await this.assignees.current([await this.lead(id)], area, caller.token, this.records);
      const ref = { type: kind, id };
      const [notes, mails, replies] = await Promise.all([
        this.notes.notes(ref),
        this.outbox.listFor(ref),
        this.notes.replies(ref),
      ]);
      const thread = mails.map((mail) => ({ ...mail, ...replies.get(mail.id) }));
      return { ...(lead as L), notes, thread };
    }

    @Post(':id/notes')
    @StaffOnly(area)
    @ApiCreatedResponse({ type: LeadNoteDto, description: 'The note, kept with the lead' })
    @ApiBadRequestResponse(INVALID_INPUT)
    @ApiNotFoundResponse(unknownLead)
    async addNote(
      @Param('id') id: string,
      @Body() body: NoteRequestDto,
      @CurrentStaff() { admin }: StaffCaller,
      @AuditedBy() by: AuditSource,
    ): Promise<LeadNote> {
      await this.lead(id);
      const stamp = auditStamp(by, this.clock);
      const note: LeadNote = {
        id: randomUUID(),
        text: body.text,
        author: { id: admin.id, name: admin.name },
        createdAt: stamp.at,
      };
      return this.notes.addNote({ type: kind, id }, note, stamp);
    }

    @Patch(':id/assignee')
    @StaffOnly(area)
    @ApiOkResponse({ type: options.record, description: 'The lead with its assignee (absent: nobody)' })
    @ApiBadRequestResponse({
      type: ErrorEnvelopeDto,
      description: `VALIDATION.FAILED, or LEAD.ASSIGNEE_INVALID: not an active account whose role holds ${area}`,
    })
    @ApiNotFoundResponse(unknownLead)
    @ApiServiceUnavailableResponse({
      type: ErrorEnvelopeDto,
      description: 'AUTH.UNAVAILABLE: the staff directory cannot be asked right now',
    })
    async assign(
      @Param('id') id: string,
      @Body() body: AssigneeRequestDto,
      @CurrentStaff() { admin, token }: StaffCaller,
      @AuditedBy() by: AuditSource,
    ): Promise<L> {
      const lead = await this.lead(id);
      const { assigneeId } = body;
      if (assigneeId === null ? !lead.assignee : lead.assignee?.id === assigneeId) return lead;
      const stamp = auditStamp(by, this.clock);
      let updated: L | undefined;
      if (assigneeId === null) {
        updated = await this.records.assign(id, undefined, stamp, []);
      } else {
        const member = (await this.directory.activeStaff(token)).find((m) => m.id === assigneeId);
        if (!member || !mayAccess(member.role, area)) throw assigneeInvalid();
        // Taking a lead yourself needs no mail telling you so; a colleague gets one with a link that opens it.
        const notices =
          member.id === admin.id
            ? []
            : [
                await assignmentMail(this.mail, {
                  record: { type: kind, id },
                  to: member.email,
                  title: options.title(lead),
                  by: admin.name,
                  panel: { path: options.panelPath, query: { search: options.sender(lead).email, open: id } },
                }),
              ];
        const assignee = { id: member.id, name: member.name, assignedAt: stamp.at };
        updated = await this.records.assign(id, assignee, stamp, notices);
      }
      if (!updated) throw recordNotFound();
      return updated;
    }

    @Post(':id/replies')
    @HttpCode(202)
    @StaffOnly(area)
    @ApiAcceptedResponse({ type: MailSummaryDto, description: 'The reply, queued; the worker sends it' })
    @ApiBadRequestResponse(INVALID_INPUT)
    @ApiNotFoundResponse(unknownLead)
    async reply(
      @Param('id') id: string,
      @Body() body: ReplyRequestDto,
      @CurrentStaff() { admin }: StaffCaller,
      @AuditedBy() by: AuditSource,
    ): Promise<MailSummary> {
      const lead = await this.lead(id);
      const ref = { type: kind, id };
      const sentBy = { id: admin.id, name: admin.name };
      const mail = await replyMail(this.mail, {
        record: ref,
        to: { ...options.sender(lead), language: lead.language },
        from: { ...sentBy, email: admin.email },
        subject: body.subject,
        body: body.body,
      });
      const stamp = auditStamp(by, this.clock);
      await this.notes.addReply(ref, { mail, text: body.body, sentBy, createdAt: stamp.at }, stamp);
      const queued =
        (await this.outbox.listFor(ref)).find((m) => m.id === mail.id) ??
        toMailSummary({ mail, state: 'queued', attempts: 0, createdAt: stamp.at });
      return { ...queued, text: body.body, sentBy };
    }
  }
  return LeadFollowUpController;
}
