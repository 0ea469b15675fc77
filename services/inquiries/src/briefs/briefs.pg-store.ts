/** Client briefs in PostgreSQL (table `inquiries.briefs`). */
import type {
  BriefBudget,
  BriefStatus,
  BriefTimeline,
  ClientBrief,
  DateRange,
  Page,
  ProjectType,
} from '@madar/shared';
import { containsPattern, type DataSource, isUuid, listInPostgres } from '@madar/shared/data';
import type { Selectable, Updateable } from 'kysely';
import { definedOnly } from '../common/defined-only';
import type { BriefsTable, InquiriesDb } from '../database/schema';
import { type BriefChanges, type BriefListQuery, BriefsStore } from './briefs.store';

const COLUMNS = [
  'id',
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
  'status',
  'submittedAt',
] as const;

type BriefRow = Pick<Selectable<BriefsTable>, (typeof COLUMNS)[number]>;

function toBrief(row: BriefRow): ClientBrief {
  return {
    id: row.id,
    companyName: row.companyName,
    industry: row.industry,
    contactName: row.contactName,
    email: row.email,
    ...definedOnly({
      phone: row.phone ?? undefined,
      currentChallenges: row.currentChallenges ?? undefined,
      timeline: (row.timeline ?? undefined) as BriefTimeline | undefined,
      budget: (row.budget ?? undefined) as BriefBudget | undefined,
      additionalInfo: row.additionalInfo ?? undefined,
    }),
    projectType: row.projectType as ProjectType,
    description: row.description,
    goals: row.goals,
    status: row.status as BriefStatus,
    submittedAt: row.submittedAt.toISOString(),
  };
}

const toRow = (brief: ClientBrief) => ({
  id: brief.id,
  companyName: brief.companyName,
  industry: brief.industry,
  contactName: brief.contactName,
  email: brief.email,
  phone: brief.phone ?? null,
  projectType: brief.projectType,
  description: brief.description,
  currentChallenges: brief.currentChallenges ?? null,
  goals: brief.goals,
  timeline: brief.timeline ?? null,
  budget: brief.budget ?? null,
  additionalInfo: brief.additionalInfo ?? null,
  status: brief.status,
  submittedAt: brief.submittedAt,
});

/** Sort keys: names sort without case, as in memory. */
const SORT_EXPRESSIONS = {
  submittedAt: 'submittedAt',
  companyName: 'companyName',
  contactName: 'contactName',
  status: 'status',
} as const;

export class PostgresBriefsStore extends BriefsStore {
  constructor(private readonly data: DataSource<InquiriesDb>) {
    super();
  }

  async list(query: BriefListQuery): Promise<Page<ClientBrief>> {
    let filtered = this.data.db.selectFrom('briefs');
    if (query.status) filtered = filtered.where('status', '=', query.status);
    if (query.search) filtered = filtered.where('searchText', 'like', containsPattern(query.search));

    const column = SORT_EXPRESSIONS[query.sort.field];
    return listInPostgres(filtered.select(COLUMNS), query, {
      sortBy: (eb) =>
        column === 'companyName' || column === 'contactName'
          ? eb.fn('lower', [eb.ref(column)])
          : eb.ref(column),
      id: 'id',
      toItem: toBrief,
      // Without a search the totals come from the trigger-kept counts, not from counting every row.
      ...(!query.search && { total: () => this.statusTotal(query.status) }),
    });
  }

  private async statusTotal(status?: string): Promise<number> {
    let query = this.data.db.selectFrom('briefCounts').select((eb) => eb.fn.sum<string>('total').as('total'));
    if (status) query = query.where('status', '=', status);
    const row = await query.executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  async get(id: string): Promise<ClientBrief | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.data.db
      .selectFrom('briefs')
      .select(COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toBrief(row);
  }

  async create(brief: ClientBrief): Promise<ClientBrief> {
    const row = await this.data.db
      .insertInto('briefs')
      .values(toRow(brief))
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toBrief(row);
  }

  async update(id: string, changes: BriefChanges): Promise<ClientBrief | undefined> {
    // Only the fields the caller changes; optional ones given as undefined are cleared.
    const { id: _id, submittedAt: _submittedAt, ...all } = toRow({ ...changes } as ClientBrief);
    const values: Updateable<BriefsTable> = Object.fromEntries(
      Object.entries(all).filter(([key]) => key in changes),
    );
    if (!isUuid(id)) return undefined;
    if (Object.keys(values).length === 0) return this.get(id);
    const row = await this.data.db
      .updateTable('briefs')
      .set(values)
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirst();
    return row && toBrief(row);
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.data.db.deleteFrom('briefs').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async count(range: DateRange = {}): Promise<number> {
    if (!range.from && !range.to) return this.statusTotal();
    let query = this.data.db.selectFrom('briefs').select((eb) => eb.fn.countAll<string>().as('total'));
    if (range.from) query = query.where('submittedAt', '>=', range.from);
    if (range.to) query = query.where('submittedAt', '<', range.to);
    const { total } = await query.executeTakeFirstOrThrow();
    return Number(total);
  }
}
