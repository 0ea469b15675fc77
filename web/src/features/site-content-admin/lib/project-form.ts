/**
 * The project editor's values (the request itself: every text in both languages), checks and fields.
 * The gallery's images and the main image follow the service's image rule: a path under /images/ or
 * /media/ (the media library's files), or an https URL.
 */
import {
  LANGUAGE_CODES,
  PROJECT_LIMITS,
  PROJECT_TECHNOLOGY_MAX,
  PROJECT_TESTIMONIAL_LIMITS,
  type Project,
  type ProjectRequest,
  type ProjectTestimonial,
  SITE_IMAGE_PATTERN,
} from '@madar/shared';
import type { EditorMessageKey, FieldProblems } from '@/components/admin/use-editor-save';
import { emptyText, problemsOf, textProblems } from './localized-form';

export type ProjectFormValues = ProjectRequest;

/** The bilingual texts of a project, each with its limit, in the order the editor shows them. */
export const PROJECT_TEXTS = [
  ['title', PROJECT_LIMITS.title, false],
  ['client', PROJECT_LIMITS.client, false],
  ['duration', PROJECT_LIMITS.duration, false],
  ['description', PROJECT_LIMITS.description, true],
  ['challenge', PROJECT_LIMITS.challenge, true],
  ['solution', PROJECT_LIMITS.solution, true],
  ['results', PROJECT_LIMITS.results, true],
] as const;

export const emptyTestimonial = (): ProjectTestimonial => ({
  quote: emptyText(),
  author: '',
  position: emptyText(),
});

/** The project without its id: the editor replaces values, never changes them in place. */
export function projectToValues(project: Project): ProjectFormValues {
  const { id: _id, ...rest } = project;
  return rest;
}

/** The service's image rule: a site path under /images/ or /media/, or an https URL, within the limit. */
export function isImageRef(value: string, maxLength: number = PROJECT_LIMITS.image): boolean {
  if (value.length > maxLength) return false;
  if (value.startsWith('/')) return SITE_IMAGE_PATTERN.test(value) && !value.split('/').includes('..');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const imageProblem = (path: string, value: string): Partial<Record<string, EditorMessageKey>> => {
  if (!value.trim()) return { [path]: 'common.required' };
  return isImageRef(value.trim()) ? {} : { [path]: 'siteContent.projects.imageInvalid' };
};

const wordProblem = (path: string, value: string, max: number): Partial<Record<string, EditorMessageKey>> =>
  !value.trim() ? { [path]: 'common.required' } : value.length > max ? { [path]: 'common.tooLong' } : {};

/** What the editor checks before sending: each text in both languages, images by the image rule. */
export function validateProject(values: ProjectFormValues): FieldProblems {
  const { testimonial } = values;
  return problemsOf(
    ...PROJECT_TEXTS.map(([name, max]) => textProblems(name, values[name], max)),
    values.date ? {} : { date: 'common.required' },
    imageProblem('image', values.image),
    ...(values.images ?? []).map((image, index) => imageProblem(`images.${index}`, image)),
    ...values.technologies.map((name, index) =>
      wordProblem(`technologies.${index}`, name, PROJECT_TECHNOLOGY_MAX),
    ),
    ...(testimonial
      ? [
          textProblems('testimonial.quote', testimonial.quote, PROJECT_TESTIMONIAL_LIMITS.quote),
          wordProblem('testimonial.author', testimonial.author, PROJECT_TESTIMONIAL_LIMITS.author),
          textProblems('testimonial.position', testimonial.position, PROJECT_TESTIMONIAL_LIMITS.position),
        ]
      : []),
  );
}

/** Every field path the editor draws, for placing the server's failed rules beside them. */
export function projectFieldPaths(values: ProjectFormValues): string[] {
  const texts = [
    ...PROJECT_TEXTS.map(([name]) => name),
    ...(values.testimonial ? ['testimonial.quote', 'testimonial.position'] : []),
  ];
  return [
    ...texts.flatMap((path) => LANGUAGE_CODES.map((language) => `${path}.${language}`)),
    'category',
    'date',
    'image',
    'images',
    ...(values.images ?? []).map((_image, index) => `images.${index}`),
    'technologies',
    ...values.technologies.map((_name, index) => `technologies.${index}`),
    'featured',
    ...(values.testimonial ? ['testimonial.author'] : []),
  ];
}
