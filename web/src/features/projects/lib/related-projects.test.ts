import { makeProject, projectFixtures } from '../testing/project-fixtures';
import {
  categoriesRelatedToService,
  relatedProjectsForProject,
  relatedProjectsForService,
} from './related-projects';

const ids = (projects: { id: string }[]) => projects.map((p) => p.id);

describe('relatedProjectsForService (spec §9)', () => {
  it('takes projects of the same category, at most three', () => {
    expect(ids(relatedProjectsForService('networking', projectFixtures))).toEqual([
      'net-1',
      'net-2',
      'net-3',
    ]);
  });

  it('treats it-infrastructure and networking as related to each other, own category first', () => {
    expect(ids(relatedProjectsForService('it-infrastructure', projectFixtures))).toEqual([
      'infra-1',
      'infra-2',
      'net-1',
    ]);
    const fewNetworking = projectFixtures.filter(
      (p) => p.id !== 'net-2' && p.id !== 'net-3' && p.id !== 'net-4' && p.id !== 'net-5',
    );
    expect(ids(relatedProjectsForService('networking', fewNetworking))).toEqual([
      'net-1',
      'infra-1',
      'infra-2',
    ]);
  });

  it('relates security-systems to its own and to it-infrastructure projects, not networking', () => {
    expect(ids(relatedProjectsForService('security-systems', projectFixtures))).toEqual([
      'sec-1',
      'infra-1',
      'infra-2',
    ]);
    expect(categoriesRelatedToService('security-systems')).not.toContain('networking');
  });

  it('keeps other categories to themselves and finds nothing for support or an unknown id', () => {
    expect(ids(relatedProjectsForService('consulting', projectFixtures))).toEqual(['cons-1']);
    expect(relatedProjectsForService('telecommunications', projectFixtures)).toEqual([]);
    expect(relatedProjectsForService('support', projectFixtures)).toEqual([]);
    expect(relatedProjectsForService('nope', projectFixtures)).toEqual([]);
  });
});

describe('relatedProjectsForProject (spec §9)', () => {
  it('returns up to three others of the same category, never the project itself', () => {
    const current = projectFixtures[2]!; // net-2
    const related = relatedProjectsForProject(current, projectFixtures);
    expect(ids(related)).toEqual(['net-1', 'net-3', 'net-4']);
    expect(ids(related)).not.toContain('net-2');
  });

  it('returns an empty list when the project is alone in its category', () => {
    expect(relatedProjectsForProject(makeProject('sec-1', 'security-systems'), projectFixtures)).toEqual([]);
  });
});
