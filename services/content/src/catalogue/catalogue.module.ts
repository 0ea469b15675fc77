/**
 * The company catalogue's store, shared by the modules that serve its lists (services, projects,
 * testimonials, statistics, team, timeline, blog categories) and edit their items (CatalogueEdits).
 * Memory mode serves the seed arrays; PostgreSQL mode reads the tables the seed filled once
 * (database/seed.ts). Their answers are serialised once (CatalogueBodies) and sent as the same bytes to
 * every reader until an edit clears them. Each edit keeps a version of the item, read and restored
 * through each kind's history routes (catalogue-versions.ts).
 */
import { Global, Module } from '@nestjs/common';
import {
  AuditLog,
  DataSource,
  memoryJournal,
  memoryVersions,
  VERSIONS_PROVIDER,
  VersionsStore,
} from '@madar/shared/data';
import { CatalogueBodies } from '../common/json-body';
import type { ContentDb } from '../database/schema';
import { ExpiringCatalogueBodies, SHARED_CATALOGUE_BODIES_MAX_AGE_MS } from './catalogue.bodies';
import { CatalogueEdits } from './catalogue-edits';
import { CATALOGUE_HISTORY_PROVIDERS, CATALOGUE_VERSIONS_CONTROLLERS } from './catalogue-versions';
import { PostgresCatalogueStore } from './catalogue.pg-store';
import { CATALOGUE_SEED } from './catalogue.seed';
import { CatalogueStore, InMemoryCatalogueStore } from './catalogue.store';

@Global()
@Module({
  controllers: CATALOGUE_VERSIONS_CONTROLLERS,
  providers: [
    VERSIONS_PROVIDER,
    {
      provide: CatalogueStore,
      // Edits are audited into the service's log and keep a version of the item: in memory, both
      // appended as part of the change.
      useFactory: (data: DataSource<ContentDb>, audit: AuditLog, versions: VersionsStore) =>
        data.mode === 'postgres'
          ? new PostgresCatalogueStore(data)
          : new InMemoryCatalogueStore(CATALOGUE_SEED, memoryJournal(audit), memoryVersions(versions)),
      inject: [DataSource, AuditLog, VersionsStore],
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
    ...CATALOGUE_HISTORY_PROVIDERS,
  ],
  exports: [CatalogueStore, CatalogueBodies, CatalogueEdits],
})
export class CatalogueModule {}
