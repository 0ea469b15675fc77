/**
 * The client briefs, held in memory behind the few operations the service needs, so a database can
 * replace this class without touching the service or the controller. Callers get copies: changing a
 * returned brief never changes the stored one.
 */
import type { ClientBrief } from '@madar/shared';

export type BriefChanges = Partial<Omit<ClientBrief, 'id'>>;

export class BriefsStore {
  private readonly briefs = new Map<string, ClientBrief>();

  constructor(seed: readonly ClientBrief[] = []) {
    for (const brief of seed) this.briefs.set(brief.id, structuredClone(brief));
  }

  /** Every brief, in the order they were added. */
  list(): ClientBrief[] {
    return [...this.briefs.values()].map((brief) => structuredClone(brief));
  }

  get(id: string): ClientBrief | undefined {
    const brief = this.briefs.get(id);
    return brief && structuredClone(brief);
  }

  add(brief: ClientBrief): ClientBrief {
    if (this.briefs.has(brief.id)) throw new Error(`A brief with id ${brief.id} already exists`);
    this.briefs.set(brief.id, structuredClone(brief));
    return structuredClone(brief);
  }

  /** The updated brief, or undefined when there is none with this id. */
  update(id: string, changes: BriefChanges): ClientBrief | undefined {
    const current = this.briefs.get(id);
    if (!current) return undefined;
    const updated: ClientBrief = { ...current, ...structuredClone(changes), id };
    this.briefs.set(id, updated);
    return structuredClone(updated);
  }

  /** Whether a brief was removed. */
  remove(id: string): boolean {
    return this.briefs.delete(id);
  }
}
