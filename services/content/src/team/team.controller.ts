import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { cachePublicly } from '@madar/shared/nest';
import type { Response } from 'express';
import { CatalogueBodies, sendJsonBody } from '../common/json-body';
import { TeamMemberDto } from './dto/team-member.dto';
import { TeamService } from './team.service';

@ApiTags('team')
@Controller('api/team')
export class TeamController {
  constructor(
    private readonly team: TeamService,
    private readonly bodies: CatalogueBodies,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The leadership team, in display order' })
  @ApiOkResponse({ type: TeamMemberDto, isArray: true })
  async list(@Res() res: Response): Promise<void> {
    const body = await this.bodies.get('team', () => this.team.list());
    cachePublicly(res);
    sendJsonBody(res, body);
  }
}
