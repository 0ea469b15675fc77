/** The admin's status change of a contact message: any of its statuses, from any other. */
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { CONTACT_STATUSES, type ContactStatus, type ContactStatusRequest } from '@madar/shared';

export class UpdateContactStatusDto implements ContactStatusRequest {
  @ApiProperty({ enum: CONTACT_STATUSES, example: 'in-progress' })
  @IsIn(CONTACT_STATUSES)
  status!: ContactStatus;
}
