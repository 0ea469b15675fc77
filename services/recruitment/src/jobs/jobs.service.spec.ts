import type { Job } from '@madar/shared';
import { AppError } from '@madar/shared/nest';
import { JobsService } from './jobs.service';
import { InMemoryJobsStore } from './jobs.store';

function job(id: string, publishedAt: string | null, createdAt = '2026-01-01T00:00:00.000Z'): Job {
  const text = { en: id, ar: id };
  return {
    id,
    title: text,
    department: text,
    location: text,
    type: text,
    description: text,
    responsibilities: [],
    requirements: [],
    published: publishedAt !== null,
    publishedAt,
    createdAt,
    updatedAt: createdAt,
    applications: 0,
  };
}

const SEED = [
  job('older', '2026-03-01T08:00:00.000Z'),
  job('draft', null, '2026-04-01T08:00:00.000Z'),
  job('newest', '2026-05-01T08:00:00.000Z'),
  job('old-draft', null, '2026-02-01T08:00:00.000Z'),
];

describe('JobsService', () => {
  const service = new JobsService(new InMemoryJobsStore(SEED));

  it('lists published jobs only, newest first', () => {
    expect(service.list('published').map((j) => j.id)).toEqual(['newest', 'older']);
  });

  it('lists drafts too for the admin scope, placed by their creation date', () => {
    expect(service.list('all').map((j) => j.id)).toEqual(['newest', 'draft', 'older', 'old-draft']);
  });

  it('returns a published job', () => {
    expect(service.findPublished('older').id).toBe('older');
  });

  it.each(['draft', 'missing'])('answers %s with 404 JOB.NOT_FOUND', (id) => {
    let thrown: unknown;
    try {
      service.findPublished(id);
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).getStatus()).toBe(404);
    expect((thrown as AppError).getResponse()).toMatchObject({
      code: 'JOB.NOT_FOUND',
      message: 'Job not found',
    });
  });
});
