import { BriefsService } from './briefs.service';
import { BriefsStore } from './briefs.store';
import { createSeedBriefs } from './briefs.seed';
import type { CreateBriefDto } from './dto/create-brief.dto';

const input = (): CreateBriefDto => ({
  companyName: 'Tripoli Data Systems',
  industry: 'Banking',
  contactName: 'Amal Shebani',
  email: 'amal@example.ly',
  projectType: 'software-development',
  description: 'A mobile banking app.',
  goals: 'Launch this year.',
});

describe('BriefsService', () => {
  it('stores a submission as a new brief stamped with its arrival time, without empty optional keys', () => {
    const store = new BriefsStore();
    const service = new BriefsService(store);
    const now = new Date('2026-03-01T09:30:00.000Z');

    const result = service.submit({ ...input(), budget: 'small' }, now);

    expect(result).toEqual({ success: true, id: expect.any(String) });
    const stored = store.get(result.id);
    expect(stored).toEqual({
      ...input(),
      budget: 'small',
      id: result.id,
      status: 'new',
      submittedAt: now.toISOString(),
    });
    expect(Object.keys(stored!)).not.toContain('phone');
  });

  it('gives every submission its own id', () => {
    const service = new BriefsService(new BriefsStore());
    expect(service.submit(input()).id).not.toBe(service.submit(input()).id);
  });

  it('lists briefs newest first', () => {
    const store = new BriefsStore(createSeedBriefs(new Date('2026-03-01T00:00:00.000Z')));
    const service = new BriefsService(store);
    const { id } = service.submit(input(), new Date('2026-03-02T00:00:00.000Z'));

    const listed = service.list();
    expect(listed[0]?.id).toBe(id);
    const times = listed.map((b) => b.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
