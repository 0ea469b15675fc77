import { APPLICATION_STATUSES } from '@madar/shared';
import { JOBS_SEED } from '../jobs/jobs.seed';
import type { ResumeStorage } from '../resumes/resume-storage';
import { SAMPLE_APPLICATIONS, seedApplications } from './applications.seed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A storage that only remembers what it was given. */
function memoryStorage() {
  const files = new Map<string, Buffer>();
  const storage = {
    save: (bytes: Uint8Array, extension: string) => {
      const name = `file-${files.size}.${extension}`;
      files.set(name, Buffer.from(bytes));
      return Promise.resolve(name);
    },
  } as unknown as ResumeStorage;
  return { storage, files };
}

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

  it('writes a small real PDF per application and dates it back from now', async () => {
    const { storage, files } = memoryStorage();

    const records = await seedApplications(storage, now);

    expect(records).toHaveLength(SAMPLE_APPLICATIONS.length);
    for (const [index, record] of records.entries()) {
      const sample = SAMPLE_APPLICATIONS[index];
      const bytes = files.get(record.resume.file) as Buffer;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(2048);
      expect(record.resume).toMatchObject({ contentType: 'application/pdf', size: bytes.length });
      expect(record.resume.downloadName.endsWith('.pdf')).toBe(true);
      expect(now.getTime() - Date.parse(record.submittedAt)).toBe(
        Math.round((sample?.daysAgo ?? 0) * DAY_MS),
      );
      expect(record).not.toHaveProperty('cv');
      expect(record).not.toHaveProperty('daysAgo');
    }
  });
});
