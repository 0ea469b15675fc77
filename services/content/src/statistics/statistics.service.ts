import { Injectable } from '@nestjs/common';
import { ERROR_CODES, type Statistic } from '@madar/shared';
import { type AuditSource, notFound } from '@madar/shared/nest';
import { CatalogueEdits } from '../catalogue/catalogue-edits';
import { CatalogueStore } from '../catalogue/catalogue.store';
import type { UpdateStatisticDto } from './dto/update-statistic.dto';

const itemNotFound = () => notFound(ERROR_CODES.STATISTIC_NOT_FOUND, 'Statistic not found');

@Injectable()
export class StatisticsService {
  constructor(
    private readonly store: CatalogueStore,
    private readonly edits: CatalogueEdits,
  ) {}

  /** The four figures, in the order the statistics band shows them. */
  list(): Promise<Statistic[]> {
    return this.store.list('statistics');
  }

  /** Replaces a headline figure whole (its id kept); a 404 STATISTIC.NOT_FOUND when no figure has this id. */
  async update(id: string, dto: UpdateStatisticDto, by: AuditSource): Promise<Statistic> {
    const updated = await this.edits.replace('statistics', id, { ...dto, id }, by);
    if (!updated) throw itemNotFound();
    return updated;
  }
}
