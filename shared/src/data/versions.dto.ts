/** OpenAPI models of a record's history, as every versioned record's routes answer it. */
import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { VersionAuthor, VersionList, VersionSummary } from '../contracts/version';

export class VersionAuthorDto implements VersionAuthor {
  @ApiProperty({ description: 'The staff account id' })
  id!: string;

  @ApiProperty({ description: 'The display name the account had when it saved' })
  name!: string;
}

export class VersionSummaryDto implements VersionSummary {
  @ApiProperty({ description: 'Unique within the service; a decimal number, larger for a later version' })
  id!: string;

  @ApiProperty({ format: 'date-time', description: 'When the save was made' })
  createdAt!: string;

  @ApiProperty({
    type: VersionAuthorDto,
    nullable: true,
    description: 'Who saved; null for the baseline (the state the record had when its history began)',
  })
  author!: VersionAuthorDto | null;
}

export class VersionListDto implements VersionList {
  @ApiProperty({ type: [VersionSummaryDto], description: 'Newest first' })
  items!: VersionSummaryDto[];
}

/**
 * The OpenAPI model of one version of a kind of record: the summary with the record whole as `state`,
 * named `name` in the document (`ProjectVersionDto`).
 */
export function versionDtoOf(record: Type<unknown>, name: string): Type<VersionSummaryDto> {
  class RecordVersionDto extends VersionSummaryDto {
    @ApiProperty({ type: record, description: 'The record as that save left it' })
    state!: unknown;
  }
  Object.defineProperty(RecordVersionDto, 'name', { value: name });
  return RecordVersionDto;
}
