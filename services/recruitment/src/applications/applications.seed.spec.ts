import { APPLICATION_STATUSES } from '@madar/shared';
import { JOBS_SEED } from '../jobs/jobs.seed';
import { SAMPLE_APPLICATIONS, seedApplications } from './applications.seed';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('applications seed', () => {
  const now = new Date('2026-06-15T12:00:00.000Z');

  it('has unique ids and at least eight applications', () => {
    const ids = SAMPLE_APPLICATIONS.map((a) => a.id);

    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('spreads over the last 60 days, in both 30-day windows', () => {
    const ages = SAMPLE_APPLICATIONS.map((a) => a.daysAgo);

    expect(ages.every((age) => age > 0 && age < 60)).toBe(true);
    expect(ages.some((age) => age < 30)).toBe(true);
    expect(ages.some((age) => age >= 30)).toBe(true);
  });

  it('uses every status, includes general applications, and names only published jobs', () => {
    const published = new Set(JOBS_SEED.filter((job) => job.published).map((job) => job.id));

    expect(new Set(SAMPLE_APPLICATIONS.map((a) => a.status))).toEqual(new Set(APPLICATION_STATUSES));
    expect(SAMPLE_APPLICATIONS.filter((a) => a.jobId === null).length).toBeGreaterThanOrEqual(1);
    for (const { jobId } of SAMPLE_APPLICATIONS) if (jobId !== null) expect(published).toContain(jobId);
  });

  it('gives each application a small real PDF and dates it back from now', () => {
    const seeded = seedApplications(now);

    expect(seeded).toHaveLength(SAMPLE_APPLICATIONS.length);
    for (const [index, { application, resume }] of seeded.entries()) {
      const sample = SAMPLE_APPLICATIONS[index];
      expect(resume.content.subarray(0, 5).toString()).toBe('%PDF-');
      expect(resume.content.length).toBeLessThan(2048);
      expect(resume.contentType).toBe('application/pdf');
      expect(resume.downloadName.endsWith('.pdf')).toBe(true);
      expect(now.getTime() - Date.parse(application.submittedAt)).toBe(
        Math.round((sample?.daysAgo ?? 0) * DAY_MS),
      );
      expect(application).not.toHaveProperty('cv');
      expect(application).not.toHaveProperty('daysAgo');
    }
  });
});
