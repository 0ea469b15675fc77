import { InMemoryAuditLog, type NewAuditEntry } from '@madar/shared/data';
import { describeCompanyProfileStoreContract } from './company-profile.store.contract';
import { InMemoryCompanyProfileStore } from './company-profile.store';

/** A journal that refuses every entry once broken. */
class BreakableLog extends InMemoryAuditLog {
  broken = false;
  override append(entry: NewAuditEntry): void {
    if (this.broken) throw new Error('audit write failed');
    super.append(entry);
  }
}

describeCompanyProfileStoreContract('memory', {
  create: (initial) => {
    const log = new BreakableLog();
    const store = new InMemoryCompanyProfileStore(initial, log);
    return Promise.resolve({ store, log, breakAudit: () => Promise.resolve(void (log.broken = true)) });
  },
});
