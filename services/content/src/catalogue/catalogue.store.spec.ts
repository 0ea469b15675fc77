import type { Service } from '@madar/shared';
import { InMemoryAuditLog, InMemoryVersions, type NewAuditEntry } from '@madar/shared/data';
import { CATALOGUE_SEED } from './catalogue.seed';
import { describeCatalogueStoreContract } from './catalogue.store.contract';
import { InMemoryCatalogueStore } from './catalogue.store';

/** A journal that refuses every entry once broken. */
class BreakableLog extends InMemoryAuditLog {
  broken = false;
  override append(entry: NewAuditEntry): void {
    if (this.broken) throw new Error('audit write failed');
    super.append(entry);
  }
}

describeCatalogueStoreContract('memory', {
  create: (seed) => Promise.resolve(new InMemoryCatalogueStore(seed)),
  audited: (seed) => {
    const log = new BreakableLog();
    const versions = new InMemoryVersions();
    const store = new InMemoryCatalogueStore(seed, log, versions);
    const breakAudit = () => Promise.resolve(void (log.broken = true));
    return Promise.resolve({ store, log, versions, breakAudit });
  },
});

describe('InMemoryCatalogueStore', () => {
  it('keeps its own frozen copy of the seed', async () => {
    const services = structuredClone([...CATALOGUE_SEED.services]);
    const store = new InMemoryCatalogueStore({ ...CATALOGUE_SEED, services });
    (services[0] as Service).featured = false;

    const first = (await store.list('services'))[0] as Service;
    expect(first.featured).toBe(true);
    expect(() => {
      first.title.en = 'Changed';
    }).toThrow(TypeError);
  });

  it('refuses a seed with a duplicate id', () => {
    const first = CATALOGUE_SEED.services[0] as Service;
    expect(() => new InMemoryCatalogueStore({ ...CATALOGUE_SEED, services: [first, first] })).toThrow(
      /Duplicate services id/,
    );
  });
});
