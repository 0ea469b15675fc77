/**
 * The company catalogue's store, shared by the modules that serve its lists (services, projects,
 * testimonials, statistics, team, timeline, blog categories). Memory mode serves the seed arrays;
 * PostgreSQL mode reads the tables the seed filled once (database/seed.ts).
 */
import { Global, Module } from '@nestjs/common';
import { DataSource } from '@madar/shared/data';
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
  ],
  exports: [CatalogueStore],
})
export class CatalogueModule {}
