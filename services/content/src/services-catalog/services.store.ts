/**
 * Where the catalogue of services lives. The catalogue only ever reads, so the store is read-only;
 * a database-backed store would implement the same two methods.
 */
import type { Service } from '@madar/shared';
import { frozenCopy, indexById } from '../common/frozen-copy';

export abstract class ServicesStore {
  /** Every service, in the order the site shows them. */
  abstract list(): readonly Service[];
  abstract findById(id: string): Service | undefined;
}

export class InMemoryServicesStore extends ServicesStore {
  private readonly services: readonly Service[];
  private readonly byId: ReadonlyMap<string, Service>;

  constructor(seed: readonly Service[]) {
    super();
    // Frozen rather than copied on every read: the list is served on each page view and never changes.
    this.services = frozenCopy(seed);
    this.byId = indexById(this.services, 'service');
  }

  list(): readonly Service[] {
    return this.services;
  }

  findById(id: string): Service | undefined {
    return this.byId.get(id);
  }
}
