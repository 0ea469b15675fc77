import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { APPLICATION_STATUSES, type ApplicationStatus, type ApplicationStatusRequest } from '@madar/shared';

/** Any status may follow any other (docs/product.md#admin-lists). */
export class UpdateApplicationStatusDto implements ApplicationStatusRequest {
  @ApiProperty({ enum: APPLICATION_STATUSES })
  @IsIn(APPLICATION_STATUSES)
  status!: ApplicationStatus;
}
