import { type Project, PROJECT_CATEGORIES } from '@madar/shared';
import { AppError } from '@madar/shared/nest';
import { PROJECTS_SEED } from './projects.seed';
import { ProjectsService } from './projects.service';
import { InMemoryProjectsStore } from './projects.store';

const project = (id: string, date: string): Project => ({ ...(PROJECTS_SEED[0] as Project), id, date });

describe('ProjectsService', () => {
  const projects = new ProjectsService(new InMemoryProjectsStore(PROJECTS_SEED));

  it('lists every project, newest first', () => {
    const dates = projects.list().map((p) => p.date);

    expect(dates).toHaveLength(PROJECTS_SEED.length);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(PROJECT_CATEGORIES.map((c) => [c]))('lists only the %s projects', (category) => {
    const listed = projects.list(category);

    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => p.category === category)).toBe(true);
    expect(listed).toHaveLength(PROJECTS_SEED.filter((p) => p.category === category).length);
  });

  it('orders projects of the same date by id, so the order never changes between calls', () => {
    const store = new InMemoryProjectsStore([project('b', '2024-01-01'), project('a', '2024-01-01')]);

    expect(new ProjectsService(store).list().map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('returns a known project', () => {
    expect(projects.findOne('nujoom-telecom-rural-vsat').category).toBe('telecommunications');
  });

  it('throws a 404 PROJECT.NOT_FOUND for an unknown id', () => {
    let thrown: unknown;
    try {
      projects.findOne('tripoli-metro');
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).getStatus()).toBe(404);
    expect((thrown as AppError).getResponse()).toMatchObject({
      code: 'PROJECT.NOT_FOUND',
      message: 'Project not found',
    });
  });
});
