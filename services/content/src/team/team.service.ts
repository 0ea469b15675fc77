import { Injectable } from '@nestjs/common';
import type { TeamMember } from '@madar/shared';
import { TeamStore } from './team.store';

@Injectable()
export class TeamService {
  constructor(private readonly store: TeamStore) {}

  list(): readonly TeamMember[] {
    return this.store.list();
  }
}
