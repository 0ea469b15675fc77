/**
 * The sample applications the service starts with: nine over the last 60 days (two general ones with
 * no job), dated from the clock at boot, each with a small real PDF resume written to ResumeStorage.
 */
import { downloadName } from '../resumes/resume-name';
import { minimalPdf } from '../resumes/minimal-pdf';
import type { ResumeStorage } from '../resumes/resume-storage';
import { RESUME_TYPES } from '../resumes/resume-type';
import type { ApplicationRecord } from './applications.store';
import { EARLIER_APPLICATIONS } from './seed/earlier-applications.seed';
import { RECENT_APPLICATIONS } from './seed/recent-applications.seed';
import type { SampleApplication } from './seed/sample-application';

const DAY_MS = 24 * 60 * 60 * 1000;

export const SAMPLE_APPLICATIONS: readonly SampleApplication[] = [
  ...RECENT_APPLICATIONS,
  ...EARLIER_APPLICATIONS,
];

export function sampleResume(sample: SampleApplication): Buffer {
  return minimalPdf(['Curriculum Vitae', ...sample.cv, sample.email]);
}

/** Writes each sample's resume into `storage` and returns the records that point at them. */
export function seedApplications(storage: ResumeStorage, now: Date): Promise<ApplicationRecord[]> {
  return Promise.all(
    SAMPLE_APPLICATIONS.map(async (sample): Promise<ApplicationRecord> => {
      const { daysAgo, resumeName, cv: _cv, ...fields } = sample;
      const bytes = sampleResume(sample);
      const file = await storage.save(bytes, 'pdf');
      return {
        ...fields,
        submittedAt: new Date(now.getTime() - Math.round(daysAgo * DAY_MS)).toISOString(),
        resume: {
          file,
          contentType: RESUME_TYPES.pdf,
          size: bytes.length,
          downloadName: downloadName(resumeName, 'pdf'),
        },
      };
    }),
  );
}
