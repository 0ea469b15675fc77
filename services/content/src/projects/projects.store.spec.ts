import type { Project } from '@madar/shared';
import { PROJECTS_SEED } from './projects.seed';
import { InMemoryProjectsStore } from './projects.store';

const first = PROJECTS_SEED[0] as Project;

describe('InMemoryProjectsStore', () => {
  it('lists every seeded project', () => {
    const store = new InMemoryProjectsStore(PROJECTS_SEED);

    expect(store.list().map((p) => p.id)).toEqual(PROJECTS_SEED.map((p) => p.id));
  });

  it('finds a project by id and nothing for an unknown id', () => {
    const store = new InMemoryProjectsStore(PROJECTS_SEED);

    expect(store.findById(first.id)?.title).toEqual(first.title);
    expect(store.findById('unknown')).toBeUndefined();
    expect(store.findById('__proto__')).toBeUndefined();
  });

  it('cannot be changed through what it returns', () => {
    const store = new InMemoryProjectsStore(PROJECTS_SEED);
    const project = store.findById(first.id) as Project;

    expect(() => {
      project.technologies.push('Changed');
      // Matched by message: the frozen copy comes from structuredClone, whose realm differs from Jest's.
    }).toThrow(/not extensible/);
    expect(store.findById(first.id)?.technologies).toEqual(first.technologies);
  });

  it('keeps its own copy of the seed', () => {
    const seed = structuredClone([...PROJECTS_SEED]);
    const store = new InMemoryProjectsStore(seed);
    (seed[0] as Project).featured = !first.featured;

    expect(store.list()[0]?.featured).toBe(first.featured);
  });

  it('refuses a seed with a duplicate id', () => {
    expect(() => new InMemoryProjectsStore([first, first])).toThrow(/Duplicate project id/);
  });
});
