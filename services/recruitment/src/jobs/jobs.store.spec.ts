import { JOBS_SEED } from './jobs.seed';
import { InMemoryJobsStore, type JobRecord as Job } from './jobs.store';

describe('InMemoryJobsStore', () => {
  it('lists every seeded job, drafts included', () => {
    const store = new InMemoryJobsStore(JOBS_SEED);

    expect(store.list().map((job) => job.id)).toEqual(JOBS_SEED.map((job) => job.id));
  });

  it('finds a job by id and nothing for an unknown id', () => {
    const store = new InMemoryJobsStore(JOBS_SEED);

    expect(store.findById('noc-technician')?.location.en).toBe('Benghazi');
    expect(store.findById('unknown')).toBeUndefined();
  });

  it('hands out copies, so callers cannot change what it holds', () => {
    const store = new InMemoryJobsStore(JOBS_SEED);
    (store.findById('noc-technician') as Job).title.en = 'Changed';
    (store.list()[0] as Job).published = false;

    expect(store.findById('noc-technician')?.title.en).toBe('NOC Technician');
    expect(store.list()[0]?.published).toBe(true);
  });

  it('refuses a seed with a duplicate id', () => {
    const job = JOBS_SEED[0] as Job;

    expect(() => new InMemoryJobsStore([job, job])).toThrow(/Duplicate job id/);
  });
});

describe('InMemoryJobsStore writes', () => {
  const job = JOBS_SEED[0] as Job;

  it('adds a job under a free id only', () => {
    const store = new InMemoryJobsStore();
    store.add({ ...job, id: 'new-job' });

    expect(store.findById('new-job')?.title).toEqual(job.title);
    expect(() => store.add({ ...job, id: 'new-job' })).toThrow(/already taken/);
  });

  it('replaces an existing job, and reports an unknown one', () => {
    const store = new InMemoryJobsStore([job]);

    expect(store.replace({ ...job, published: false })).toBe(true);
    expect(store.findById(job.id)?.published).toBe(false);
    expect(store.replace({ ...job, id: 'missing' })).toBe(false);
    expect(store.findById('missing')).toBeUndefined();
  });

  it('removes a job once', () => {
    const store = new InMemoryJobsStore([job]);

    expect(store.remove(job.id)).toBe(true);
    expect(store.remove(job.id)).toBe(false);
    expect(store.list()).toEqual([]);
  });
});
