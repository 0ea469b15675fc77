/**
 * The company catalogue's store, shared by the modules that serve its lists (services, projects,
 * testimonials, statistics, team, timeline, blog categories) and edit their items (CatalogueEdits).
 * Memory mode serves the seed arrays; PostgreSQL mode reads the tables the seed filled once
 * (database/seed.ts). Their answers are serialised once (CatalogueBodies) and sent as the same bytes to
 * every reader until an edit clears them.
 */
import { Global, Module } from '@nestjs/common';
import { AuditLog, DataSource, memoryJournal } from '@madar/shared/data';
import { CatalogueBodies } from '../common/json-body';
import type { ContentDb } from '../database/schema';
import { ExpiringCatalogueBodies, SHARED_CATALOGUE_BODIES_MAX_AGE_MS } from './catalogue.bodies';
import { CatalogueEdits } from './catalogue-edits';
import { PostgresCatalogueStore } from './catalogue.pg-store';
import { CATALOGUE_SEED } from './catalogue.seed';
import { CatalogueStore, InMemoryCatalogueStore } from './catalogue.store';

@Global()
@Module({
  providers: [
    {
      provide: CatalogueStore,
      // Edits are audited into the service's log: in memory, appended as part of the change.
      useFactory: (data: DataSource<ContentDb>, audit: AuditLog) =>
        data.mode === 'postgres'
          ? new PostgresCatalogueStore(data)
          : new InMemoryCatalogueStore(CATALOGUE_SEED, memoryJournal(audit)),
      inject: [DataSource, AuditLog],
    },
    {
      provide: CatalogueBodies,
      // Another replica may edit the catalogue in PostgreSQL mode: answers kept there expire.
      useFactory: (data: DataSource<ContentDb>) =>
        data.mode === 'postgres'
          ? new ExpiringCatalogueBodies(SHARED_CATALOGUE_BODIES_MAX_AGE_MS)
          : new CatalogueBodies(),
      inject: [DataSource],
    },
    CatalogueEdits,
  ],
  exports: [CatalogueStore, CatalogueBodies, CatalogueEdits],
})
export class CatalogueModule {}
