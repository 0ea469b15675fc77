/**
 * The company catalogue as shipped: what memory mode serves, and what an empty PostgreSQL database is
 * seeded with once (database/seed.ts). Each list's copy lives beside its feature (services-catalog/,
 * projects/, …). Once a database has been seeded, editing the copy here changes new databases and
 * memory mode only. Staff edit the catalogue in the panel (PATCH per kind), so a migration must never
 * rewrite existing records wholesale: it would undo their edits; it may add what is missing.
 */
import { BLOG_CATEGORIES } from '../blog/blog-categories';
import { PROJECTS_SEED } from '../projects/projects.seed';
import { SERVICES_SEED } from '../services-catalog/services.seed';
import { STATISTICS_SEED } from '../statistics/statistics.seed';
import { TEAM_SEED } from '../team/team.seed';
import { TESTIMONIALS_SEED } from '../testimonials/testimonials.seed';
import { TIMELINE_SEED } from '../timeline/timeline.seed';
import type { CatalogueSeed } from './catalogue.store';

export const CATALOGUE_SEED: CatalogueSeed = {
  services: SERVICES_SEED,
  projects: PROJECTS_SEED,
  testimonials: TESTIMONIALS_SEED,
  statistics: STATISTICS_SEED,
  team: TEAM_SEED,
  timeline: TIMELINE_SEED,
  blogCategories: BLOG_CATEGORIES,
};
