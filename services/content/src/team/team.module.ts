/** The leadership team (docs/product.md#about), shown on the About page. */
import { Module } from '@nestjs/common';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';

@Module({
  controllers: [TeamController],
  providers: [TeamService],
})
export class TeamModule {}
