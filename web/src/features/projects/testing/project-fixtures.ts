import {
  type Project,
  type ProjectCategory,
  PROJECT_SUMMARY_FIELDS,
  type ProjectSummary,
  summarize,
} from '@madar/shared';

/** A bilingual project shaped like GET /api/projects/:id; override what a test cares about. */
export function makeProject(
  id: string,
  category: ProjectCategory,
  overrides: Partial<Project> = {},
): Project {
  return {
    id,
    title: { en: `Project ${id}`, ar: `مشروع ${id}` },
    description: { en: `Description of ${id}`, ar: `وصف ${id}` },
    category,
    client: { en: `Client of ${id}`, ar: `عميل ${id}` },
    date: '2024-03-15',
    duration: { en: '8 months', ar: '8 أشهر' },
    image: `/images/projects/${id}.svg`,
    featured: false,
    challenge: { en: `Challenge of ${id}`, ar: `تحدي ${id}` },
    solution: { en: `Solution of ${id}`, ar: `حل ${id}` },
    results: { en: `Results of ${id}`, ar: `نتائج ${id}` },
    technologies: ['Cisco Catalyst 9500', 'Wi-Fi 6'],
    testimonial: {
      quote: { en: `Quote about ${id}`, ar: `شهادة عن ${id}` },
      author: 'Dr. Nadia Al-Fitouri',
      position: { en: 'IT Director', ar: 'مديرة تقنية المعلومات' },
    },
    ...overrides,
  };
}

/** Nine projects: five networking, two it-infrastructure, one each of security and consulting. */
export const projectFixtures: Project[] = [
  makeProject('net-1', 'networking', { featured: true, date: '2025-01-10' }),
  makeProject('infra-1', 'it-infrastructure', { featured: true, date: '2024-06-20' }),
  makeProject('net-2', 'networking', { date: '2023-05-12' }),
  makeProject('sec-1', 'security-systems', { date: '2023-02-14' }),
  makeProject('net-3', 'networking', { date: '2022-09-01' }),
  makeProject('cons-1', 'consulting', { featured: true, date: '2026-06-30' }),
  makeProject('net-4', 'networking', { date: '2021-10-18' }),
  makeProject('infra-2', 'it-infrastructure', { date: '2021-04-01' }),
  makeProject('net-5', 'networking', { date: '2020-01-01' }),
];

/** A project as GET /api/projects lists it: a card's fields only. */
export const projectSummary = (project: Project): ProjectSummary =>
  summarize(project, PROJECT_SUMMARY_FIELDS);

/** The nine projects as GET /api/projects answers them. */
export const projectSummaries: ProjectSummary[] = projectFixtures.map(projectSummary);
