/**
 * The home page's section ids in page order: the home route renders them, the header tracks them.
 * Kept here (not in a feature) because the layout must not import features.
 */
export const HOME_SECTION_IDS = [
  'hero',
  'about',
  'services',
  'projects',
  'statistics',
  'testimonials',
  'contact',
] as const;
export type HomeSectionId = (typeof HOME_SECTION_IDS)[number];
