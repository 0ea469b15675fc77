import type { LocalizedText } from '@madar/shared';
import { JOBS_SEED } from './jobs.seed';

const ARABIC = /[\u0600-\u06FF]/;

describe('jobs seed', () => {
  it('has unique ids and at least four jobs', () => {
    const ids = JOBS_SEED.map((job) => job.id);

    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds exactly one draft, never published', () => {
    const drafts = JOBS_SEED.filter((job) => !job.published);

    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.publishedAt).toBeNull();
  });

  it.each(JOBS_SEED.map((job) => [job.id, job] as const))('%s is complete in both languages', (_id, job) => {
    const texts: LocalizedText[] = [
      job.title,
      job.department,
      job.location,
      job.type,
      job.description,
      ...job.responsibilities,
      ...job.requirements,
    ];
    for (const text of texts) {
      expect(text.en.trim()).not.toBe('');
      expect(text.en).not.toMatch(ARABIC);
      expect(text.ar).toMatch(ARABIC);
    }
    expect(['Tripoli', 'Benghazi']).toContain(job.location.en);
    expect(job.responsibilities.length).toBeGreaterThanOrEqual(4);
    expect(job.responsibilities.length).toBeLessThanOrEqual(6);
    expect(job.requirements.length).toBeGreaterThanOrEqual(4);
    expect(job.requirements.length).toBeLessThanOrEqual(6);
  });

  it.each(JOBS_SEED.map((job) => [job.id, job] as const))('%s has consistent dates', (_id, job) => {
    for (const date of [job.createdAt, job.updatedAt, job.publishedAt ?? job.createdAt]) {
      expect(new Date(date).toISOString()).toBe(date);
    }
    expect(job.updatedAt >= job.createdAt).toBe(true);
    if (job.publishedAt) expect(job.publishedAt >= job.createdAt).toBe(true);
  });
});
