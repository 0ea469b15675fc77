import { LANGUAGE_CODES, type Job, type Language } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { VersionHistory } from '@/components/admin/versions/version-history';
import type { VersionField } from '@/components/admin/versions/version-diff';
import { LANGUAGE_NAME_KEYS } from '@/lib/languages';

type JobState = Partial<Job>;
type JobText = 'title' | 'department' | 'location' | 'type' | 'description';
type JobList = 'responsibilities' | 'requirements';

/** The job's fields the history compares, each language on its own; a list by its items. */
function useJobFields(): VersionField<JobState>[] {
  const { t } = useTranslation('adminContent');
  const languageName = (lang: Language) => t(LANGUAGE_NAME_KEYS[lang]);
  const perLanguage = (key: JobText | JobList) =>
    LANGUAGE_CODES.map((lang): VersionField<JobState> => ({
      key: `${key}.${lang}`,
      label: `${t(`careers.jobs.editor.${key}`)} (${languageName(lang)})`,
      read: (job) => {
        const value = job[key];
        return Array.isArray(value) ? value.map((item) => item[lang]) : value?.[lang];
      },
    }));
  return [
    ...perLanguage('title'),
    {
      key: 'published',
      label: t('common.status'),
      read: (job) => (job.published ? t('common.published') : t('common.draft')),
    },
    ...perLanguage('department'),
    ...perLanguage('location'),
    ...perLanguage('type'),
    ...perLanguage('description'),
    ...perLanguage('responsibilities'),
    ...perLanguage('requirements'),
    { key: 'closesAt', label: t('careers.jobs.editor.closesAt'), read: (job) => job.closesAt },
  ];
}

/** The job editor's history: earlier saves, what each would change, and Restore. */
export function JobHistory({ job, onRestored }: { job: Job; onRestored: (saved: Job) => void }) {
  return (
    <VersionHistory<JobState, Job>
      record={`/jobs/${encodeURIComponent(job.id)}`}
      current={job}
      fields={useJobFields()}
      onRestored={onRestored}
    />
  );
}
