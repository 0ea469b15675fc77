/**
 * The demo applications: nine over the last 60 days (two general ones with no job), dated back from
 * `now`, each with a small real PDF resume built in code.
 */
import { downloadName } from '../resumes/resume-name';
import { minimalPdf } from '../resumes/minimal-pdf';
import { RESUME_TYPES } from '../resumes/resume-type';
import type { SeedApplication } from './applications.store';
import { EARLIER_APPLICATIONS } from './seed/earlier-applications.seed';
import { RECENT_APPLICATIONS } from './seed/recent-applications.seed';
import type { SampleApplication } from './seed/sample-application';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each application in the language its applicant wrote it in: their replies are written in it. */
const ARABIC = /[\u0600-\u06ff]/;

export const SAMPLE_APPLICATIONS: readonly SampleApplication[] = [
  ...RECENT_APPLICATIONS,
  ...EARLIER_APPLICATIONS,
];

export function sampleResume(sample: SampleApplication): Buffer {
  return minimalPdf(['Curriculum Vitae', ...sample.cv, sample.email]);
}

/** Each sample as an application dated back from `now`, with its PDF resume. */
export function seedApplications(now: Date): SeedApplication[] {
  return SAMPLE_APPLICATIONS.map((sample) => {
    const { daysAgo, resumeName, cv: _cv, ...fields } = sample;
    return {
      application: {
        ...fields,
        language: ARABIC.test(sample.name) ? 'ar' : 'en',
        submittedAt: new Date(now.getTime() - Math.round(daysAgo * DAY_MS)).toISOString(),
      },
      resume: {
        content: sampleResume(sample),
        contentType: RESUME_TYPES.pdf,
        downloadName: downloadName(resumeName, 'pdf'),
      },
    };
  });
}
