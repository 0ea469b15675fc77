/**
 * Where client briefs are kept. The service depends on the abstract class (also the injection token),
 * so a database can replace the in-memory implementation without touching the service or controller.
 */
import type { ClientBrief } from '@madar/shared';

export type BriefChanges = Partial<Omit<ClientBrief, 'id'>>;

export abstract class BriefsStore {
  /** Every brief, in no particular order. */
  abstract list(): ClientBrief[];
  abstract get(id: string): ClientBrief | undefined;
  abstract add(brief: ClientBrief): ClientBrief;
  /** The updated brief, or undefined when there is none with this id. */
  abstract update(id: string, changes: BriefChanges): ClientBrief | undefined;
  /** Whether a brief was removed. */
  abstract remove(id: string): boolean;
}

/** Briefs held in memory. Callers get copies: changing a returned brief never changes the stored one. */
export class InMemoryBriefsStore extends BriefsStore {
  private readonly briefs = new Map<string, ClientBrief>();

  constructor(seed: readonly ClientBrief[] = []) {
    super();
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

  update(id: string, changes: BriefChanges): ClientBrief | undefined {
    const current = this.briefs.get(id);
    if (!current) return undefined;
    const updated: ClientBrief = { ...current, ...structuredClone(changes), id };
    this.briefs.set(id, updated);
    return structuredClone(updated);
  }

  remove(id: string): boolean {
    return this.briefs.delete(id);
  }
}
