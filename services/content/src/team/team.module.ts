/** The leadership team (spec §3 Team member), shown on the About page. */
import { Module } from '@nestjs/common';
import { TEAM_SEED } from './team.seed';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';
import { InMemoryTeamStore, TeamStore } from './team.store';

@Module({
  controllers: [TeamController],
  providers: [TeamService, { provide: TeamStore, useFactory: () => new InMemoryTeamStore(TEAM_SEED) }],
})
export class TeamModule {}
