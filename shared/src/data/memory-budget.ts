/**
 * The byte cap of an in-memory store. Memory mode keeps every record in the process, so without a cap
 * anonymous submissions grow the heap until the container is killed and everything is lost; with it a
 * submission past the cap is refused (503 STORAGE.FULL), nothing already stored is touched and the
 * service answers on. The size of a record is its JSON length in UTF-16 code units times two, a close
 * upper bound of what V8 holds for its strings.
 */
import { ERROR_CODES } from '../errors';
import { AppError } from '../nest/app-error';

export const storageFull = () =>
  new AppError(
    503,
    ERROR_CODES.STORAGE_FULL,
    'The service cannot store more submissions right now; please try again later',
  );

export const recordBytes = (record: unknown): number => JSON.stringify(record).length * 2;

export class MemoryBudget {
  private used = 0;

  constructor(readonly maxBytes: number) {}

  get usedBytes(): number {
    return this.used;
  }

  /** Counts `bytes` against the cap; throws STORAGE.FULL (and counts nothing) past it. */
  reserve(bytes: number): void {
    if (this.used + bytes > this.maxBytes) throw storageFull();
    this.used += bytes;
  }

  /** Counts `bytes` even past the cap: the seed and updates to stored items are never refused. */
  force(bytes: number): void {
    this.used += bytes;
  }

  release(bytes: number): void {
    this.used = Math.max(0, this.used - bytes);
  }
}
