/**
 * The closed value sets of the product (docs/product.md). Services validate against these arrays and the
 * web derives its translation keys from them, so a value exists in exactly one place.
 */
export const SERVICE_IDS = [
  'it-infrastructure',
  'telecommunications',
  'networking',
  'security-systems',
  'software-development',
  'consulting',
  'support',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export const SERVICE_ICONS = [
  'server',
  'phone',
  'network-wired',
  'shield-alt',
  'code',
  'comments',
  'headset',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export const PROJECT_CATEGORIES = [
  'it-infrastructure',
  'telecommunications',
  'networking',
  'security-systems',
  'software-development',
  'consulting',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_TYPES = [...PROJECT_CATEGORIES, 'other'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const BRIEF_TIMELINES = ['urgent', 'short', 'medium', 'long', 'flexible'] as const;
export type BriefTimeline = (typeof BRIEF_TIMELINES)[number];

export const BRIEF_BUDGETS = ['small', 'medium', 'large', 'enterprise', 'undetermined'] as const;
export type BriefBudget = (typeof BRIEF_BUDGETS)[number];

export const BRIEF_STATUSES = ['new', 'in-progress', 'completed', 'rejected'] as const;
export type BriefStatus = (typeof BRIEF_STATUSES)[number];

export const APPLICATION_STATUSES = ['new', 'in-review', 'interview', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const BLOG_CATEGORY_IDS = [
  'all',
  'it-infrastructure',
  'security',
  'cloud',
  'telecommunications',
  'software-development',
  'support',
] as const;
export type BlogCategoryId = (typeof BLOG_CATEGORY_IDS)[number];

export const PUBLICATION_STATUSES = ['published', 'draft'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const ACTIVITY_TYPES = ['client_brief', 'blog', 'job', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const USER_ROLES = ['admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
