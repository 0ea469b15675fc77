import {
  BRIEF_BUDGETS,
  BRIEF_TIMELINES,
  PROJECT_TYPES,
  type BriefBudget,
  type BriefRequest,
  type BriefTimeline,
  type ProjectType,
} from '@madar/shared';

export const BRIEF_FIELDS = [
  'companyName',
  'industry',
  'contactName',
  'email',
  'phone',
  'projectType',
  'description',
  'currentChallenges',
  'goals',
  'timeline',
  'budget',
  'additionalInfo',
] as const satisfies readonly (keyof BriefRequest)[];
export type BriefField = (typeof BRIEF_FIELDS)[number];
export type BriefValues = Record<BriefField, string>;

export const EMPTY_BRIEF: BriefValues = Object.fromEntries(
  BRIEF_FIELDS.map((field) => [field, '']),
) as BriefValues;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The request body: trimmed text, optional fields left out when empty (an empty phone or timeline is
 * "not given", not an invalid value). An unknown project type is sent as typed so the server names it.
 */
export function toBriefInput(values: BriefValues): BriefRequest {
  const text = (field: BriefField) => values[field].trim();
  const optional = <K extends BriefField>(field: K) => (text(field) ? { [field]: text(field) } : {});
  const timeline = text('timeline');
  const budget = text('budget');
  return {
    companyName: text('companyName'),
    industry: text('industry'),
    contactName: text('contactName'),
    email: text('email'),
    ...optional('phone'),
    projectType: text('projectType') as ProjectType,
    description: text('description'),
    ...optional('currentChallenges'),
    goals: text('goals'),
    ...(isOneOf(BRIEF_TIMELINES, timeline) ? { timeline: timeline satisfies BriefTimeline } : {}),
    ...(isOneOf(BRIEF_BUDGETS, budget) ? { budget: budget satisfies BriefBudget } : {}),
    ...optional('additionalInfo'),
  };
}

export { BRIEF_BUDGETS, BRIEF_TIMELINES, PROJECT_TYPES };
