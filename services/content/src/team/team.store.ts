/** Where the team members live: read-only, in display order. */
import type { TeamMember } from '@madar/shared';
import { frozenCopy, indexById } from '../common/frozen-copy';

export abstract class TeamStore {
  /** Every member, in the order the About page shows them. */
  abstract list(): readonly TeamMember[];
}

export class InMemoryTeamStore extends TeamStore {
  private readonly members: readonly TeamMember[];

  constructor(seed: readonly TeamMember[]) {
    super();
    this.members = frozenCopy(seed);
    indexById(this.members, 'team member');
  }

  list(): readonly TeamMember[] {
    return this.members;
  }
}
