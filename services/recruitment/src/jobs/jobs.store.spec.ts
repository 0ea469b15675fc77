import { JOBS_SEED } from './jobs.seed';
import { describeJobsStoreContract } from './jobs.store.contract';
import { describeJobSlugsContract } from './jobs.store.slugs.contract';
import { InMemoryJobsStore } from './jobs.store';
import { job, memoryHarness } from '../testing/stores.fixtures';

describeJobsStoreContract('memory', memoryHarness());
describeJobSlugsContract('memory', memoryHarness());

describe('InMemoryJobsStore', () => {
  it('refuses a seed with a duplicate id', () => {
    const first = JOBS_SEED[0]!;

    expect(() => new InMemoryJobsStore([first, first])).toThrow(/Duplicate job id/);
  });

  it('refuses a job past its byte cap with STORAGE.FULL, keeping what it holds', async () => {
    const size = JSON.stringify(job('a')).length * 2;
    const store = new InMemoryJobsStore([], { maxBytes: size + 10 });
    await store.create(job('a'));

    await expect(store.create(job('b'))).rejects.toMatchObject({ status: 503, code: 'STORAGE.FULL' });
    expect((await store.listPublished()).map((j) => j.id)).toEqual(['a']);
    await store.delete('a');
    await expect(store.create(job('b'))).resolves.toMatchObject({ id: 'b' });
  });
});
