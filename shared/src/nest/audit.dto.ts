/**
 * GET /api/<service>/audit: the query (`?before=&limit=&actor=&entity=&action=`, each checked here, so a
 * bad value is a 400 VALIDATION.FAILED) and the answer's shape in the OpenAPI document, both equal to
 * the shared audit contract.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_PATTERN,
  AUDIT_ENTITY_TYPES,
  AUDIT_QUERY_LIMITS,
  type AuditAction,
  type AuditActor,
  type AuditEntityType,
  type AuditEntry,
  type AuditFields,
  type AuditPage,
  type AuditQuery,
  isAuditCursor,
} from '../contracts/audit';

/** `before`: an ISO time that exists, or a page's `next`. */
const IsAuditCursor = () =>
  ValidateBy({
    name: 'auditCursor',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isAuditCursor(value),
      defaultMessage: () => 'before must be an ISO 8601 time or the next of a page',
    },
  });

export class AuditQueryDto implements AuditQuery {
  @ApiPropertyOptional({
    description:
      'Entries older than this: an ISO 8601 time, or the `next` of the previous page (`<time>~<id>`, ' +
      'which resumes exactly after its last entry)',
    example: '2026-03-01T09:30:00.000Z',
  })
  @IsOptional()
  @IsString()
  @IsAuditCursor()
  before?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: AUDIT_QUERY_LIMITS.maxLimit,
    default: AUDIT_QUERY_LIMITS.defaultLimit,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(AUDIT_QUERY_LIMITS.maxLimit)
  limit: number = AUDIT_QUERY_LIMITS.defaultLimit;

  @ApiPropertyOptional({
    description: 'An account id or an email (any case)',
    maxLength: AUDIT_QUERY_LIMITS.actor,
  })
  @IsOptional()
  @IsString()
  @MaxLength(AUDIT_QUERY_LIMITS.actor)
  actor?: string;

  @ApiPropertyOptional({
    description: `A kind of record (${AUDIT_ENTITY_TYPES.join(', ')}), or one record as \`<kind>:<id>\``,
    example: 'brief',
  })
  @IsOptional()
  @IsString()
  @Matches(AUDIT_ENTITY_PATTERN, {
    message: `entity must be one of ${AUDIT_ENTITY_TYPES.join(', ')}, optionally :<id>`,
  })
  entity?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS)
  action?: AuditAction;
}

class AuditActorDto implements AuditActor {
  @ApiProperty({ description: 'The staff account id' })
  id!: string;

  @ApiProperty({ format: 'email' })
  email!: string;
}

class AuditEntityDto {
  @ApiProperty({ enum: AUDIT_ENTITY_TYPES })
  type!: AuditEntityType;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Null for a read of many records (an export), a policy, or a refused sign-in with an email no account has',
  })
  id!: string | null;
}

const FIELDS = {
  type: 'object',
  nullable: true,
  additionalProperties: true,
} as const;

export class AuditEntryDto implements AuditEntry {
  @ApiProperty({ description: 'Unique within this service’s log; a decimal number in the order of writing' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ type: AuditActorDto })
  actor!: AuditActorDto;

  @ApiProperty({
    description: 'The client address as the service saw it (behind the gateway: X-Forwarded-For)',
  })
  address!: string;

  @ApiProperty({ type: AuditEntityDto })
  entity!: AuditEntityDto;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action!: AuditAction;

  @ApiProperty({
    ...FIELDS,
    description: 'The changed fields before (every field for a delete; null for a create or a read)',
  })
  before!: AuditFields | null;

  @ApiProperty({
    ...FIELDS,
    description: 'The changed fields after (every field for a create; null for a delete or a read)',
  })
  after!: AuditFields | null;

  @ApiProperty({
    ...FIELDS,
    description: 'What a read covered: an export’s filter, a downloaded file’s name',
  })
  details!: AuditFields | null;
}

export class AuditPageDto implements AuditPage {
  @ApiProperty({ type: [AuditEntryDto], description: 'Newest first' })
  items!: AuditEntryDto[];

  @ApiPropertyOptional({ description: 'Present when older entries may follow: pass it as `before`' })
  next?: string;
}
