/**
 * The catalogue items' histories: every staff edit of a service, project, testimonial, figure, team
 * member or milestone keeps the item whole (catalogue.store.ts), and each kind serves its versions
 * under its own path, as posts do: `GET /api/<kind>/:id/versions`, `…/versions/:versionId` and
 * `POST …/versions/:versionId/restore`, for the staff who edit the catalogue (editors and owners). A
 * restore writes the version's item back whole, through the same edit as a PATCH: audited, public
 * answers forgotten, and kept as the newest version.
 */
import type { Provider, Type } from '@nestjs/common';
import { type ApiRoute, apiPath, ERROR_CODES, type ErrorCode } from '@madar/shared';
import { createVersionsController, RecordVersions, versionDtoOf, VersionsStore } from '@madar/shared/data';
import { notFound } from '@madar/shared/nest';
import { ProjectDto } from '../projects/dto/project.dto';
import { ServiceDto } from '../services-catalog/dto/service.dto';
import { StatisticDto } from '../statistics/dto/statistic.dto';
import { TeamMemberDto } from '../team/dto/team-member.dto';
import { TestimonialDto } from '../testimonials/dto/testimonial.dto';
import { TimelineEntryDto } from '../timeline/dto/timeline-entry.dto';
import { CatalogueEdits } from './catalogue-edits';
import {
  CATALOGUE_AUDIT,
  type CatalogueItems,
  CatalogueStore,
  type EditableCatalogueKind,
} from './catalogue.store';

interface KindHistory {
  path: ApiRoute<'content'>;
  /** The item in the operations' summaries, and the controller's name. */
  noun: string;
  record: Type<unknown>;
  code: ErrorCode;
  /** The 404's message, and the OpenAPI description's. */
  message: string;
  described: string;
}

const KINDS: Readonly<Record<EditableCatalogueKind, KindHistory>> = {
  services: {
    path: 'services',
    noun: 'service',
    record: ServiceDto,
    code: ERROR_CODES.SERVICE_NOT_FOUND,
    message: 'Service not found',
    described: 'no service has this id',
  },
  projects: {
    path: 'projects',
    noun: 'project',
    record: ProjectDto,
    code: ERROR_CODES.PROJECT_NOT_FOUND,
    message: 'Project not found',
    described: 'no project has this id',
  },
  testimonials: {
    path: 'testimonials',
    noun: 'testimonial',
    record: TestimonialDto,
    code: ERROR_CODES.TESTIMONIAL_NOT_FOUND,
    message: 'Testimonial not found',
    described: 'no testimonial has this id',
  },
  statistics: {
    path: 'statistics',
    noun: 'statistic',
    record: StatisticDto,
    code: ERROR_CODES.STATISTIC_NOT_FOUND,
    message: 'Statistic not found',
    described: 'no figure has this id',
  },
  team: {
    path: 'team',
    noun: 'team member',
    record: TeamMemberDto,
    code: ERROR_CODES.TEAM_MEMBER_NOT_FOUND,
    message: 'Team member not found',
    described: 'no team member has this id',
  },
  timeline: {
    path: 'timeline',
    noun: 'timeline entry',
    record: TimelineEntryDto,
    code: ERROR_CODES.TIMELINE_ENTRY_NOT_FOUND,
    message: 'Milestone not found',
    described: 'no milestone has this year (the id of its history)',
  },
};

const EDITABLE = Object.keys(KINDS) as EditableCatalogueKind[];

/** The injection token of a kind's history. */
export const catalogueHistoryToken = (kind: EditableCatalogueKind): string => `catalogue-history:${kind}`;

/** The item a version's state puts back: the state whole, under the key it is a version of. */
const restoredItem = <K extends EditableCatalogueKind>(
  kind: K,
  id: string,
  state: object,
): CatalogueItems[K] =>
  ({ ...state, ...(kind === 'timeline' ? { year: Number(id) } : { id }) }) as CatalogueItems[K];

function historyProvider<K extends EditableCatalogueKind>(kind: K): Provider {
  const { code, message } = KINDS[kind];
  const missing = () => notFound(code, message);
  return {
    provide: catalogueHistoryToken(kind),
    inject: [VersionsStore, CatalogueStore, CatalogueEdits],
    useFactory: (versions: VersionsStore, store: CatalogueStore, edits: CatalogueEdits) =>
      new RecordVersions<CatalogueItems[K], CatalogueItems[K]>(versions, {
        type: CATALOGUE_AUDIT[kind].type,
        find: (id) => store.get(kind, id),
        missing,
        restore: async (id, state, by) => {
          const saved = await edits.replace(kind, id, restoredItem(kind, id, state), by);
          // Gone between the read and the write: nothing was written.
          if (!saved) throw missing();
          return saved;
        },
      }),
  };
}

/** Each kind's history, for the catalogue's module. */
export const CATALOGUE_HISTORY_PROVIDERS: Provider[] = EDITABLE.map(historyProvider);

/** Each kind's history routes, under the kind's own path. */
export const CATALOGUE_VERSIONS_CONTROLLERS: Type<unknown>[] = EDITABLE.map((kind) => {
  const { path, noun, record, code, described } = KINDS[kind];
  return createVersionsController({
    path: apiPath('content', path),
    tag: path,
    area: 'blog',
    noun,
    history: catalogueHistoryToken(kind),
    version: versionDtoOf(record, `${record.name.replace(/Dto$/, '')}VersionDto`),
    record,
    notFound: `${code}: ${described}`,
  });
});
