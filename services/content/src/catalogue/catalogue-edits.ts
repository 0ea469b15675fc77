/**
 * Staff's edits of the catalogue (PATCH on each kind's item), shared by the six kinds' services: the
 * validated input becomes plain data, the store replaces the item with its audit entry, and the
 * public answers kept so far are forgotten, so the next read serialises the catalogue as it now is.
 */
import { Injectable } from '@nestjs/common';
import { type AuditSource, auditStamp, Clock } from '@madar/shared/nest';
import { CatalogueBodies } from '../common/json-body';
import { type CatalogueItems, CatalogueStore, type EditableCatalogueKind } from './catalogue.store';

/**
 * The DTO as the data it describes: its nested inputs become plain objects, and a field class-transformer
 * left undefined (an optional field not sent) is left out, as it would be once stored in PostgreSQL.
 */
export const plainItem = <T>(input: T): T => JSON.parse(JSON.stringify(input)) as T;

@Injectable()
export class CatalogueEdits {
  constructor(
    private readonly store: CatalogueStore,
    private readonly clock: Clock,
    private readonly bodies: CatalogueBodies,
  ) {}

  /** The item stored in place of the one keyed `id`; undefined (nothing written) when none is. */
  async replace<K extends EditableCatalogueKind>(
    kind: K,
    id: string,
    item: CatalogueItems[K],
    by: AuditSource,
  ): Promise<CatalogueItems[K] | undefined> {
    try {
      return await this.store.update(kind, id, plainItem(item), auditStamp(by, this.clock));
    } finally {
      // Stored or refused, the kept answers are forgotten: a refusal after the write began (the
      // database lost mid-commit) may still have changed the item.
      this.bodies.clear();
    }
  }
}
