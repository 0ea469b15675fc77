/**
 * LocalizedText as an admin writes a job: both languages required, trimmed, non-empty, and bounded by
 * the job contract's limits (`JOB_TEXT_LIMITS`, `JOB_LIST_ITEM_MAX` in `@madar/shared`). One class per
 * field, because class-validator reads the limit from the class. Titles and list items are
 * single-line, a description multi-line (see `plain-text.ts`).
 */
import { JOB_LIST_ITEM_MAX, JOB_TEXT_LIMITS } from '@madar/shared';
import { LocalizedTextInput } from '@madar/shared/nest';

export class JobTitleInput extends LocalizedTextInput(JOB_TEXT_LIMITS.title, {
  trim: true,
  example: { en: 'Senior Network Engineer', ar: 'مهندس شبكات أول' },
}) {}

export class JobDepartmentInput extends LocalizedTextInput(JOB_TEXT_LIMITS.department, {
  trim: true,
  example: { en: 'Engineering', ar: 'الهندسة' },
}) {}

export class JobLocationInput extends LocalizedTextInput(JOB_TEXT_LIMITS.location, {
  trim: true,
  example: { en: 'Tripoli', ar: 'طرابلس' },
}) {}

export class JobTypeInput extends LocalizedTextInput(JOB_TEXT_LIMITS.type, {
  trim: true,
  example: { en: 'Full-time', ar: 'دوام كامل' },
}) {}

export class JobDescriptionInput extends LocalizedTextInput(JOB_TEXT_LIMITS.description, {
  trim: true,
  lines: 'multi',
}) {}

export class JobListItemInput extends LocalizedTextInput(JOB_LIST_ITEM_MAX, { trim: true }) {}
