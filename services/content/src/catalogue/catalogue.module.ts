/**
 * The company catalogue's store, shared by the modules that serve its lists (services, projects,
 * testimonials, statistics, team, timeline, blog categories). Memory mode serves the seed arrays;
 * PostgreSQL mode reads the tables the seed filled once (database/seed.ts). Their answers are
 * serialised once (CatalogueBodies) and sent as the same bytes to every reader.
 */
import { Global, Module } from '@nestjs/common';
import { DataSource } from '@madar/shared/data';
import { CatalogueBodies } from '../common/json-body';
import type { ContentDb } from '../database/schema';
import { PostgresCatalogueStore } from './catalogue.pg-store';
import { CATALOGUE_SEED } from './catalogue.seed';
import { CatalogueStore, InMemoryCatalogueStore } from './catalogue.store';

@Global()
@Module({
  providers: [
    {
      provide: CatalogueStore,
      useFactory: (data: DataSource<ContentDb>) =>
        data.mode === 'postgres'
          ? new PostgresCatalogueStore(data)
          : new InMemoryCatalogueStore(CATALOGUE_SEED),
      inject: [DataSource],
    },
    // Serialised once per process, in both modes: nothing writes the catalogue while the service runs.
    { provide: CatalogueBodies, useFactory: () => new CatalogueBodies() },
  ],
  exports: [CatalogueStore, CatalogueBodies],
})
export class CatalogueModule {}
