import { Injectable } from '@nestjs/common';
import { ERROR_CODES, type TeamMember } from '@madar/shared';
import { type AuditSource, notFound } from '@madar/shared/nest';
import { CatalogueEdits } from '../catalogue/catalogue-edits';
import { CatalogueStore } from '../catalogue/catalogue.store';
import type { UpdateTeamMemberDto } from './dto/update-team-member.dto';

const itemNotFound = () => notFound(ERROR_CODES.TEAM_MEMBER_NOT_FOUND, 'Team member not found');

@Injectable()
export class TeamService {
  constructor(
    private readonly store: CatalogueStore,
    private readonly edits: CatalogueEdits,
  ) {}

  /** Every member, in the order the About page shows them. */
  list(): Promise<TeamMember[]> {
    return this.store.list('team');
  }

  /** Replaces a team member whole (its id kept); a 404 TEAM_MEMBER.NOT_FOUND when no team member has this id. */
  async update(id: string, dto: UpdateTeamMemberDto, by: AuditSource): Promise<TeamMember> {
    const updated = await this.edits.replace('team', id, { ...dto, id }, by);
    if (!updated) throw itemNotFound();
    return updated;
  }
}
