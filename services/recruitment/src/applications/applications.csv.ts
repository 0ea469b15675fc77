/**
 * The columns of the applications export, as the admin's table exported them: labelled in the admin's
 * language, the job by its title (the typed position for a general application, "Unknown Position"
 * for a job deleted since), times in ISO.
 */
import {
  APPLICATION_STATUS_LABELS,
  type JobApplication,
  type Language,
  type LocalizedText,
} from '@madar/shared';
import type { CsvColumn } from '@madar/shared/data';

/** An application and the title of the job it names (undefined: general, or the job is gone). */
export interface ApplicationExportRow {
  application: JobApplication;
  jobTitle: LocalizedText | undefined;
}

const HEADERS = {
  name: { en: 'Name', ar: 'الاسم' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  job: { en: 'Job', ar: 'الوظيفة المعلنة' },
  position: { en: 'Position', ar: 'الوظيفة' },
  status: { en: 'Status', ar: 'الحالة' },
  submittedAt: { en: 'Submitted', ar: 'تاريخ التقديم' },
  resume: { en: 'Resume', ar: 'السيرة الذاتية' },
  language: { en: 'Language', ar: 'اللغة' },
  assignee: { en: 'Assigned to', ar: 'مُسند إلى' },
  consentGivenAt: { en: 'Consent given', ar: 'تاريخ الموافقة' },
  consentVersion: { en: 'Consent text version', ar: 'إصدار نص الموافقة' },
} as const;

const UNKNOWN_POSITION: LocalizedText = { en: 'Unknown Position', ar: 'وظيفة غير معروفة' };

export const APPLICATIONS_CSV_FILE = 'applications';

function jobCell({ application, jobTitle }: ApplicationExportRow, lang: Language): string {
  if (application.jobId === null) return application.position;
  return (jobTitle ?? UNKNOWN_POSITION)[lang];
}

export function applicationCsvColumns(lang: Language): CsvColumn<ApplicationExportRow>[] {
  const column = (key: keyof typeof HEADERS, value: CsvColumn<ApplicationExportRow>['value']) => ({
    header: HEADERS[key][lang],
    value,
  });
  return [
    column('name', (row) => row.application.name),
    column('email', (row) => row.application.email),
    column('phone', (row) => row.application.phone),
    column('job', (row) => jobCell(row, lang)),
    column('position', (row) => row.application.position),
    column('status', (row) => APPLICATION_STATUS_LABELS[row.application.status][lang]),
    column('submittedAt', (row) => row.application.submittedAt),
    column('resume', (row) => row.application.resumeName),
    column('language', (row) => row.application.language),
    column('assignee', (row) => row.application.assignee?.name),
    column('consentGivenAt', (row) => row.application.consentGivenAt),
    column('consentVersion', (row) => row.application.consentVersion),
  ];
}
