import { Injectable } from '@nestjs/common';
import type { TeamMember } from '@madar/shared';
import { CatalogueStore } from '../catalogue/catalogue.store';

@Injectable()
export class TeamService {
  constructor(private readonly store: CatalogueStore) {}

  /** Every member, in the order the About page shows them. */
  list(): Promise<TeamMember[]> {
    return this.store.list('team');
  }
}
