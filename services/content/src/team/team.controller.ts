import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TeamMember } from '@madar/shared';
import { cachePublicly } from '@madar/shared/nest';
import type { Response } from 'express';
import { TeamMemberDto } from './dto/team-member.dto';
import { TeamService } from './team.service';

@ApiTags('team')
@Controller('api/team')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get()
  @ApiOperation({ summary: 'The leadership team, in display order' })
  @ApiOkResponse({ type: TeamMemberDto, isArray: true })
  async list(@Res({ passthrough: true }) res: Response): Promise<TeamMember[]> {
    const members = await this.team.list();
    cachePublicly(res);
    return members;
  }
}
