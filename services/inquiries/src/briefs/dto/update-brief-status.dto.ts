/**
 * The admin's status change of a brief: any of the four statuses, from any other
 * (docs/product.md#admin-lists).
 */
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { BRIEF_STATUSES, type BriefStatus, type BriefStatusRequest } from '@madar/shared';

export class UpdateBriefStatusDto implements BriefStatusRequest {
  @ApiProperty({ enum: BRIEF_STATUSES, example: 'in-progress' })
  @IsIn(BRIEF_STATUSES)
  status!: BriefStatus;
}
