/**
 * The follow-up routes' bodies and answers, checked and described like every other DTO, equal to the
 * shared follow-up contract: a note, an assignee, a reply, a bulk change; the list's `?assignee=`.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  ValidateIf,
} from 'class-validator';
import {
  ASSIGNEE_FILTER_KEYWORDS,
  type AssigneeRequest,
  BULK_ACTIONS,
  BULK_MAX_IDS,
  type BulkAction,
  type BulkRequest,
  type LeadAssignee,
  type LeadNote,
  NOTE_LIMITS,
  type NoteRequest,
  REPLY_LIMITS,
  type ReplyRequest,
} from '../contracts/follow-up';
import { StaffRefDto } from '../mail/mails.controller';
import { MultiLineTextField, SingleLineTextField } from '../nest/text-fields';

export class NoteRequestDto implements NoteRequest {
  @MultiLineTextField({ maxLength: NOTE_LIMITS.text, example: 'Called back: they want a site visit first.' })
  text!: string;
}

export class AssigneeRequestDto implements AssigneeRequest {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The staff account the lead is given to; null takes it back',
  })
  // null is a value here (unassign): only a non-null one must be an id.
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: 'assigneeId must be an account id or null' })
  assigneeId!: string | null;
}

export class ReplyRequestDto implements ReplyRequest {
  @SingleLineTextField({ maxLength: REPLY_LIMITS.subject, example: 'About your brief' })
  subject!: string;

  @MultiLineTextField({ maxLength: REPLY_LIMITS.body })
  body!: string;
}

/** POST …/bulk's body for a kind's statuses. */
export function bulkRequestDto<S extends string>(statuses: readonly S[], name: string) {
  class BulkRequestDto implements BulkRequest<S> {
    @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: BULK_MAX_IDS, uniqueItems: true })
    @IsArray()
    @ArrayMinSize(1)
    @ArrayMaxSize(BULK_MAX_IDS)
    @ArrayUnique()
    @IsUUID('all', { each: true })
    ids!: string[];

    @ApiProperty({ enum: BULK_ACTIONS })
    @IsIn(BULK_ACTIONS)
    action!: BulkAction;

    @ApiPropertyOptional({
      enum: statuses,
      description: 'Required with action "status", refused with "delete"',
    })
    @ValidateIf((body: BulkRequestDto) => body.action === 'status' || body.status !== undefined)
    @IsIn(statuses, { message: `status must be one of: ${statuses.join(', ')}` })
    status?: S;
  }
  Object.defineProperty(BulkRequestDto, 'name', { value: name });
  return BulkRequestDto;
}

export class BulkResultDto {
  @ApiPropertyOptional({ description: 'Leads whose status was set (action "status")' })
  updated?: number;
  @ApiPropertyOptional({ description: 'Leads deleted (action "delete")' })
  deleted?: number;
}

export class LeadNoteDto implements LeadNote {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: StaffRefDto }) author!: StaffRefDto;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class LeadAssigneeDto implements LeadAssignee {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date-time' }) assignedAt!: string;
}

const ASSIGNEE_FILTER = new RegExp(
  `^(${ASSIGNEE_FILTER_KEYWORDS.join('|')}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
  'i',
);

/** `?assignee=` on an admin list: `me`, `none` or an account's id. */
export const AssigneeFilterField = () =>
  applyDecorators(
    ApiPropertyOptional({
      description:
        'Only leads given to the signed-in person (`me`), to nobody (`none`) or to this account id',
    }),
    IsOptional(),
    IsString(),
    Matches(ASSIGNEE_FILTER, { message: 'assignee must be me, none or an account id' }),
  );

/** The filter as a store runs it: undefined (anyone or nobody), null (nobody) or an account id. */
export function assigneeFilter(value: string | undefined, me: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'me') return me;
  if (value === 'none') return null;
  return value.toLowerCase();
}
