/**
 * What every JobsStore promises about addresses, run against memory (jobs.store.spec.ts) and PostgreSQL
 * (jobs.pg-store.spec.ts): a slug is one job's for good, and every slug a job held still finds it.
 */
import { job, type StoresHarness, uuid } from '../testing/stores.fixtures';
import { JobSlugTaken } from './jobs.store';

export function describeJobSlugsContract(name: string, harness: StoresHarness): void {
  describe(`JobsStore slugs (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('finds a job by its id, by its slug and by every slug it held before', async () => {
      const { jobs } = await harness.create({ jobs: [job(uuid(1), { slug: 'noc-technician' })] });
      await jobs.update(uuid(1), { slug: 'noc-engineer' });
      await jobs.update(uuid(1), { slug: 'noc-lead' });

      for (const address of [uuid(1), 'noc-technician', 'noc-engineer', 'noc-lead']) {
        expect(await jobs.getByAddress(address)).toMatchObject({ id: uuid(1), slug: 'noc-lead' });
      }
      expect(await jobs.getByAddress('noc')).toBeUndefined();
      expect(await jobs.getByAddress('../noc-lead')).toBeUndefined();
      // By id only: the applications' way of naming a job does not take slugs.
      expect(await jobs.get('noc-lead')).toBeUndefined();
    });

    it("refuses another job's current or earlier slug, on create and on update, changing nothing", async () => {
      const { jobs } = await harness.create({ jobs: [job('first', { slug: 'first-old' })] });
      await jobs.update('first', { slug: 'first-new' });
      await jobs.create(job('second'));

      for (const slug of ['first-old', 'first-new']) {
        await expect(jobs.create(job('third', { slug }))).rejects.toBeInstanceOf(JobSlugTaken);
        await expect(jobs.update('second', { slug, published: false })).rejects.toBeInstanceOf(JobSlugTaken);
      }
      expect(await jobs.get('third')).toBeUndefined();
      expect(await jobs.get('second')).toMatchObject({ slug: 'second', published: true });
      // A job may go back to a slug it held itself.
      expect(await jobs.update('first', { slug: 'first-old' })).toMatchObject({ slug: 'first-old' });
    });

    it("tells which numbered variants of a slug other jobs hold, and frees a deleted job's slugs", async () => {
      const { jobs } = await harness.create({
        jobs: [
          job('a', { slug: 'noc' }),
          job('b', { slug: 'noc-2' }),
          job('c', { slug: 'noc-4' }),
          job('d', { slug: 'noc-lead' }),
          job('e', { slug: 'nocturne' }),
        ],
      });
      expect([...(await jobs.slugsTaken('noc'))].sort()).toEqual(['noc', 'noc-2', 'noc-4']);
      expect([...(await jobs.slugsTaken('noc', 'b'))].sort()).toEqual(['noc', 'noc-4']);

      await jobs.update('c', { slug: 'noc-9' });
      expect([...(await jobs.slugsTaken('noc'))].sort()).toEqual(['noc', 'noc-2', 'noc-4', 'noc-9']);
      expect(await jobs.delete('c')).toBe(true);
      expect([...(await jobs.slugsTaken('noc'))].sort()).toEqual(['noc', 'noc-2']);
      expect(await jobs.getByAddress('noc-4')).toBeUndefined();
      await expect(jobs.create(job('f', { slug: 'noc-4' }))).resolves.toMatchObject({ slug: 'noc-4' });
    });
  });
}
