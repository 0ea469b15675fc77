import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { apiPath, type RecruitmentRetention } from '@madar/shared';
import { PUBLIC_CACHE } from '@madar/shared/nest';
import { RETENTION_SETTINGS } from './retention.service';

class RecruitmentRetentionDto implements RecruitmentRetention {
  @ApiProperty({
    description: 'Days an application and its resume are kept after it was sent; 0: until staff delete it',
  })
  applicationsDays!: number;
}

@ApiTags('retention')
@Controller(apiPath('recruitment', 'recruitment/retention'))
export class RetentionController {
  constructor(@Inject(RETENTION_SETTINGS) private readonly settings: RecruitmentRetention) {}

  /** Public: the privacy page and the application form state this period. */
  @Get()
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'How long applications and their resumes are kept (RETENTION_APPLICATIONS_DAYS)' })
  @ApiOkResponse({ type: RecruitmentRetentionDto })
  periods(): RecruitmentRetention {
    return { ...this.settings };
  }
}
