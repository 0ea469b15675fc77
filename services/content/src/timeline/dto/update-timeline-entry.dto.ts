/** PATCH /api/timeline/{year}: a milestone's title and description in both languages; its year is its key. */
import { TIMELINE_ENTRY_LIMITS, type TimelineEntryRequest } from '@madar/shared';
import { LocalizedTextInput, NestedField } from '@madar/shared/nest';

export class TimelineTitleInput extends LocalizedTextInput(TIMELINE_ENTRY_LIMITS.title, {
  trim: true,
  example: { en: 'Benghazi office opens', ar: 'افتتاح مكتب بنغازي' },
}) {}
export class TimelineDescriptionInput extends LocalizedTextInput(TIMELINE_ENTRY_LIMITS.description, {
  trim: true,
  lines: 'multi',
}) {}

export class UpdateTimelineEntryDto implements TimelineEntryRequest {
  @NestedField(TimelineTitleInput, { reportMissing: true })
  title!: TimelineTitleInput;

  @NestedField(TimelineDescriptionInput, { reportMissing: true })
  description!: TimelineDescriptionInput;
}
