import { type LocalizedText, PROJECT_CATEGORIES, type Project } from '@madar/shared';
import { ARABIC, expectBilingual } from '../../test/copy-checks';
import { PROJECTS_SEED } from './projects.seed';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const count = (category: string) => PROJECTS_SEED.filter((p) => p.category === category).length;

function texts(project: Project): LocalizedText[] {
  const own = [
    project.title,
    project.description,
    project.client,
    project.duration,
    project.challenge,
    project.solution,
    project.results,
  ];
  return project.testimonial ? [...own, project.testimonial.quote, project.testimonial.position] : own;
}

describe('projects seed', () => {
  it('holds at least nine projects with unique slug-like ids', () => {
    const ids = PROJECTS_SEED.map((p) => p.id);

    expect(ids.length).toBeGreaterThanOrEqual(9);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });

  it('covers every category, with two in it-infrastructure and networking', () => {
    for (const category of PROJECT_CATEGORIES) expect(count(category)).toBeGreaterThanOrEqual(1);
    expect(count('it-infrastructure')).toBeGreaterThanOrEqual(2);
    expect(count('networking')).toBeGreaterThanOrEqual(2);
  });

  it('features three or four projects', () => {
    const featured = PROJECTS_SEED.filter((p) => p.featured).length;

    expect(featured).toBeGreaterThanOrEqual(3);
    expect(featured).toBeLessThanOrEqual(4);
  });

  it('spreads delivery dates over 2021 to 2026, none in the future', () => {
    const years = new Set(PROJECTS_SEED.map((p) => Number(p.date.slice(0, 4))));

    expect([...years].sort()).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
    for (const project of PROJECTS_SEED) {
      expect(project.date).toMatch(ISO_DATE);
      expect(new Date(project.date).toISOString().slice(0, 10)).toBe(project.date);
      expect(new Date(project.date).getTime()).toBeLessThan(Date.now());
    }
  });

  it.each(PROJECTS_SEED.map((p) => [p.id, p] as const))(
    '%s is complete in both languages',
    (_id, project) => {
      for (const text of texts(project)) expectBilingual(text);
      expect(project.duration.en).toMatch(/^\d+ months$/);
      // Western digits, as written in Libya and across the site.
      expect(project.duration.ar).toMatch(/^\d+ (أشهر|شهرًا)$/);
      expect(project.testimonial?.author).toMatch(/^[A-Z][A-Za-z.' -]+$/);
    },
  );

  it.each(PROJECTS_SEED.map((p) => [p.id, p] as const))(
    '%s has its images and technologies',
    (id, project) => {
      expect(project.image).toBe(`/images/projects/${id}.svg`);
      for (const image of project.images ?? [])
        expect(image).toMatch(new RegExp(`^/images/projects/${id}(-\\d)?\\.svg$`));
      expect(project.technologies.length).toBeGreaterThanOrEqual(3);
      for (const technology of project.technologies) expect(technology).not.toMatch(ARABIC);
    },
  );
});
