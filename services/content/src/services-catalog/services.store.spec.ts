import type { Service } from '@madar/shared';
import { SERVICES_SEED } from './services.seed';
import { InMemoryServicesStore } from './services.store';

describe('InMemoryServicesStore', () => {
  it('lists the services in seed order', () => {
    const store = new InMemoryServicesStore(SERVICES_SEED);

    expect(store.list().map((s) => s.id)).toEqual(SERVICES_SEED.map((s) => s.id));
  });

  it('finds a service by id and nothing for an unknown id', () => {
    const store = new InMemoryServicesStore(SERVICES_SEED);

    expect(store.findById('consulting')?.icon).toBe('comments');
    expect(store.findById('unknown')).toBeUndefined();
    expect(store.findById('__proto__')).toBeUndefined();
  });

  it('cannot be changed through what it returns', () => {
    const store = new InMemoryServicesStore(SERVICES_SEED);
    const service = store.findById('support') as Service;

    expect(() => {
      service.title.en = 'Changed';
    }).toThrow(TypeError);
    expect(store.findById('support')?.title.en).toBe('Technical Support');
  });

  it('keeps its own copy of the seed', () => {
    const seed = structuredClone([...SERVICES_SEED]);
    const store = new InMemoryServicesStore(seed);
    (seed[0] as Service).featured = false;

    expect(store.list()[0]?.featured).toBe(true);
  });

  it('refuses a seed with a duplicate id', () => {
    const first = SERVICES_SEED[0] as Service;

    expect(() => new InMemoryServicesStore([first, first])).toThrow(/Duplicate service id/);
  });
});
