/**
 * The catalogue's kept answers when several replicas share one database (PostgreSQL mode): the replica
 * that stores an edit clears its own at once (CatalogueEdits), but the others learn of it only by
 * reading again, so each keeps its answers for at most `maxAgeMs`. In memory mode the one process makes
 * every change, and plain CatalogueBodies keep answers until it does.
 */
import { CatalogueBodies } from '../common/json-body';

/**
 * As long as the gateway keeps a catalogue read (GATEWAY_API_CACHE_SECONDS' default, 1 s): an edit made
 * through another replica reaches the public within about two seconds, not at that replica's restart.
 */
export const SHARED_CATALOGUE_BODIES_MAX_AGE_MS = 1_000;

export class ExpiringCatalogueBodies extends CatalogueBodies {
  private keptSince: number;

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    super();
    this.keptSince = now();
  }

  override get(key: string, produce: () => Promise<unknown>): ReturnType<CatalogueBodies['get']> {
    if (this.now() - this.keptSince >= this.maxAgeMs) this.clear();
    return super.get(key, produce);
  }

  override clear(): void {
    this.keptSince = this.now();
    super.clear();
  }
}
