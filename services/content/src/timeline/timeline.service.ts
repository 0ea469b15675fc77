import { Injectable } from '@nestjs/common';
import { ERROR_CODES, type TimelineEntry } from '@madar/shared';
import { type AuditSource, notFound } from '@madar/shared/nest';
import { CatalogueEdits } from '../catalogue/catalogue-edits';
import { CatalogueStore } from '../catalogue/catalogue.store';
import type { UpdateTimelineEntryDto } from './dto/update-timeline-entry.dto';

const itemNotFound = () => notFound(ERROR_CODES.TIMELINE_ENTRY_NOT_FOUND, 'Milestone not found');

@Injectable()
export class TimelineService {
  constructor(
    private readonly store: CatalogueStore,
    private readonly edits: CatalogueEdits,
  ) {}

  /** The milestones in the order a history reads: oldest first. */
  list(): Promise<TimelineEntry[]> {
    return this.store.list('timeline');
  }

  /** Replaces a milestone's texts (its year kept); a 404 TIMELINE_ENTRY.NOT_FOUND when no milestone has this year. */
  async update(year: string, dto: UpdateTimelineEntryDto, by: AuditSource): Promise<TimelineEntry> {
    // The key as the store writes it: a year in any other form ("02015", "2015.0") names no milestone.
    const value = Number(year);
    if (!Number.isSafeInteger(value) || String(value) !== year) throw itemNotFound();
    const updated = await this.edits.replace('timeline', year, { ...dto, year: value }, by);
    if (!updated) throw itemNotFound();
    return updated;
  }
}
