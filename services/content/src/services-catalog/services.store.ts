/**
 * Where the catalogue of services lives. The catalogue only ever reads, so the store is read-only;
 * a database-backed store would implement the same two methods.
 */
import type { Service } from '@madar/shared';

export abstract class ServicesStore {
  /** Every service, in the order the site shows them. */
  abstract list(): readonly Service[];
  abstract findById(id: string): Service | undefined;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export class InMemoryServicesStore extends ServicesStore {
  private readonly services: readonly Service[];
  private readonly byId: ReadonlyMap<string, Service>;

  constructor(seed: readonly Service[]) {
    super();
    // Frozen rather than copied on every read: the list is served on each page view and never changes.
    this.services = deepFreeze(structuredClone([...seed]));
    this.byId = new Map(this.services.map((service) => [service.id, service]));
    if (this.byId.size !== this.services.length) throw new Error('Duplicate service id in the seed');
  }

  list(): readonly Service[] {
    return this.services;
  }

  findById(id: string): Service | undefined {
    return this.byId.get(id);
  }
}
