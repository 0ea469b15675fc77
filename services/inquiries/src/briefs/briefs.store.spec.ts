import type { ClientBrief } from '@madar/shared';
import { InMemoryBriefsStore } from './briefs.store';

const brief = (id: string, overrides: Partial<ClientBrief> = {}): ClientBrief => ({
  id,
  companyName: 'Acme Libya',
  industry: 'Retail',
  contactName: 'Ali',
  email: 'ali@example.ly',
  projectType: 'consulting',
  description: 'Advice',
  goals: 'Growth',
  status: 'new',
  submittedAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

describe('InMemoryBriefsStore', () => {
  it('starts with its seed and adds, gets, updates and removes briefs', () => {
    const store = new InMemoryBriefsStore([brief('a')]);
    store.add(brief('b'));

    expect(store.list().map((b) => b.id)).toEqual(['a', 'b']);
    expect(store.get('b')?.companyName).toBe('Acme Libya');
    expect(store.update('b', { status: 'completed' })).toMatchObject({ id: 'b', status: 'completed' });
    expect(store.get('b')?.status).toBe('completed');
    expect(store.remove('a')).toBe(true);
    expect(store.remove('a')).toBe(false);
    expect(store.list().map((b) => b.id)).toEqual(['b']);
  });

  it('answers undefined for an unknown id', () => {
    const store = new InMemoryBriefsStore();
    expect(store.get('nope')).toBeUndefined();
    expect(store.update('nope', { status: 'rejected' })).toBeUndefined();
  });

  it('refuses a second brief with the same id', () => {
    const store = new InMemoryBriefsStore([brief('a')]);
    expect(() => store.add(brief('a'))).toThrow(/already exists/);
  });

  it('hands out copies, so callers cannot change what is stored', () => {
    const seed = brief('a');
    const store = new InMemoryBriefsStore([seed]);
    seed.companyName = 'changed after seeding';
    store.list()[0]!.companyName = 'changed in a listing';
    store.get('a')!.status = 'rejected';

    expect(store.get('a')).toMatchObject({ companyName: 'Acme Libya', status: 'new' });
  });

  it('never changes the id on update', () => {
    const store = new InMemoryBriefsStore([brief('a')]);
    const changes = { id: 'b', status: 'in-progress' } as Partial<ClientBrief>;
    expect(store.update('a', changes)?.id).toBe('a');
    expect(store.get('b')).toBeUndefined();
  });
});
