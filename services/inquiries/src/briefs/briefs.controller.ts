import { Body, Controller, Get, Header, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ClientBrief, CreatedResult } from '@madar/shared';
import { AdminOnly, CreatedResultDto } from '@madar/shared/nest';
import { BriefsService } from './briefs.service';
import { BriefDto } from './dto/brief.dto';
import { CreateBriefDto } from './dto/create-brief.dto';

@ApiTags('briefs')
@Controller('api/briefs')
export class BriefsController {
  constructor(private readonly briefs: BriefsService) {}

  @Post()
  @ApiCreatedResponse({ type: CreatedResultDto, description: 'The brief was stored with status "new"' })
  @ApiBadRequestResponse({ description: 'Missing, invalid or unknown fields (VALIDATION.FAILED)' })
  submit(@Body() body: CreateBriefDto): CreatedResult {
    return this.briefs.submit(body);
  }

  @Get()
  @AdminOnly()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: [BriefDto], description: 'Every brief, newest first' })
  list(): ClientBrief[] {
    return this.briefs.list();
  }
}
