import { Body, Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TeamMember } from '@madar/shared';
import { apiPath } from '@madar/shared';
import { AuditedBy, type AuditSource, PUBLIC_CACHE } from '@madar/shared/nest';
import { CatalogueEdit } from '../catalogue/catalogue-edit.decorator';
import { CachedJson } from '../common/cached-json';
import { CatalogueBodies } from '../common/json-body';
import { TeamMemberDto } from './dto/team-member.dto';
import { UpdateTeamMemberDto } from './dto/update-team-member.dto';
import { TeamService } from './team.service';

@ApiTags('team')
@Controller(apiPath('content', 'team'))
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get()
  @ApiOperation({ summary: 'The leadership team, in display order' })
  @ApiOkResponse({ type: TeamMemberDto, isArray: true })
  @CachedJson({ bodies: CatalogueBodies, cacheControl: PUBLIC_CACHE, key: () => 'team' })
  list(): Promise<TeamMember[]> {
    return this.team.list();
  }

  @CatalogueEdit({
    path: ':id',
    what: 'a team member',
    type: TeamMemberDto,
    notFound: 'TEAM_MEMBER.NOT_FOUND: no team member has this id',
  })
  update(
    @Param('id') id: string,
    @Body() dto: UpdateTeamMemberDto,
    @AuditedBy() by: AuditSource,
  ): Promise<TeamMember> {
    return this.team.update(id, dto, by);
  }
}
