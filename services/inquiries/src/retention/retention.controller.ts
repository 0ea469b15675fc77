import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { apiPath, type InquiriesRetention } from '@madar/shared';
import { PUBLIC_CACHE } from '@madar/shared/nest';
import { RETENTION_SETTINGS } from './retention.service';

class InquiriesRetentionDto implements InquiriesRetention {
  @ApiProperty({ description: 'Days a client brief is kept after it was sent; 0: until staff delete it' })
  briefsDays!: number;
  @ApiProperty({ description: 'Days a contact message is kept after it was sent; 0: until staff delete it' })
  messagesDays!: number;
}

@ApiTags('retention')
@Controller(apiPath('inquiries', 'inquiries/retention'))
export class RetentionController {
  constructor(@Inject(RETENTION_SETTINGS) private readonly settings: InquiriesRetention) {}

  /** Public: the privacy page and the forms state these periods. */
  @Get()
  @Header('Cache-Control', PUBLIC_CACHE)
  @ApiOperation({ summary: 'How long briefs and contact messages are kept (RETENTION_*_DAYS)' })
  @ApiOkResponse({ type: InquiriesRetentionDto })
  periods(): InquiriesRetention {
    return { ...this.settings };
  }
}
