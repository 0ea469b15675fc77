import { type AuditSource, FixedClock } from '@madar/shared/nest';
import { memoryStores } from '../database/stores';
import { job as record } from '../testing/stores.fixtures';
import type { CreateJobDto } from './dto/create-job.dto';
import { JobsService } from './jobs.service';
import { JobSlugTaken, type JobsStore } from './jobs.store';

const BY: AuditSource = { actor: { id: 'owner-1', email: 'owner@madar.ly' }, address: '203.0.113.7' };

const input = (en: string, published = false): CreateJobDto => ({
  title: { en, ar: 'مهندس شبكات' },
  department: { en: 'Telecommunications', ar: 'الاتصالات' },
  location: { en: 'Benghazi', ar: 'بنغازي' },
  type: { en: 'Full-time', ar: 'دوام كامل' },
  description: { en: 'Plan radio sites.', ar: 'تخطيط المواقع الراديوية.' },
  responsibilities: [{ en: 'Plan coverage', ar: 'تخطيط التغطية' }],
  requirements: [{ en: 'Radio planning', ar: 'التخطيط الراديوي' }],
  published,
});

describe('JobsService: job addresses', () => {
  let store: JobsStore;
  let service: JobsService;

  beforeEach(() => {
    store = memoryStores({ jobs: [record('noc-technician')] }).jobs;
    service = new JobsService(store, new FixedClock(new Date('2026-06-01T10:00:00.000Z')));
  });

  it('gives a new job a slug from its English title, accents folded, numbered when taken', async () => {
    expect((await service.create(input('Ingénieur Réseau / Wi-Fi'), BY)).slug).toBe('ingenieur-reseau-wi-fi');
    expect((await service.create(input('NOC Technician'), BY)).slug).toBe('noc-technician-2');
    expect((await service.create(input('NOC  technician!'), BY)).slug).toBe('noc-technician-3');
  });

  it('falls back to job- and the start of its id when the English title gives no slug', async () => {
    const created = await service.create(input('فني شبكات'), BY);
    expect(created.slug).toBe(`job-${created.id.replace(/-/g, '').slice(0, 6)}`);
    expect(created.slug).toMatch(/^job-[0-9a-f]{6}$/);
  });

  it('lets a draft never published follow its title, keeping its earlier slug as an address', async () => {
    const draft = await service.create(input('Radio Planner'), BY);
    const renamed = await service.update(draft.id, { title: { en: 'RF Planner', ar: 'مخطط' } }, BY);
    expect(renamed.slug).toBe('rf-planner');
    expect((await service.find('radio-planner')).id).toBe(draft.id);
    // The editor sends every field again: an unchanged title leaves the slug as it is.
    const again = await service.update(draft.id, { ...input('RF Planner'), published: false }, BY);
    expect(again.slug).toBe('rf-planner');
  });

  it('keeps the address of a published job whatever its title becomes, also back in draft', async () => {
    const created = await service.create(input('Radio Planner', true), BY);
    const renamed = await service.update(created.id, { title: { en: 'Senior RF Planner', ar: 'مخطط' } }, BY);
    expect(renamed.slug).toBe('radio-planner');
    await service.update(created.id, { published: false }, BY);
    const withdrawn = await service.update(created.id, { title: { en: 'Lead RF Planner', ar: 'مخطط' } }, BY);
    expect(withdrawn.slug).toBe('radio-planner');
  });

  it('finds a published job by id, slug or earlier slug for the public, never a draft', async () => {
    const created = await service.create(input('Radio Planner'), BY);
    await service.update(created.id, { title: { en: 'RF Planner', ar: 'مخطط' }, published: true }, BY);
    for (const address of [created.id, 'rf-planner', 'radio-planner']) {
      expect((await service.findPublished(address)).slug).toBe('rf-planner');
    }
    await service.update(created.id, { published: false }, BY);
    await expect(service.findPublished('rf-planner')).rejects.toMatchObject({ code: 'JOB.NOT_FOUND' });
  });

  it('takes the next free slug when another job takes its slug at the same moment', async () => {
    const create = store.create.bind(store);
    let raced = false;
    jest.spyOn(store, 'create').mockImplementation(async (job, audit) => {
      if (!raced) {
        raced = true;
        await create(record('rival', { slug: job.slug }));
        throw new JobSlugTaken(job.slug);
      }
      return create(job, audit);
    });
    expect((await service.create(input('Radio Planner'), BY)).slug).toBe('radio-planner-2');
  });
});
