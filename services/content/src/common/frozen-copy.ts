/**
 * Seeded content is read on every page view and never changes at run time, so each in-memory store
 * keeps one deep-frozen copy of its seed: cheap to hand out, and no caller can alter it by accident.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A deep-frozen copy of the seed, detached from the array the caller passed. */
export function frozenCopy<T>(seed: readonly T[]): readonly T[] {
  return deepFreeze(structuredClone([...seed]));
}

/** Seeds are keyed by id; a duplicate is a mistake in the seed, caught at boot. */
export function indexById<T extends { id: string }>(
  items: readonly T[],
  what: string,
): ReadonlyMap<string, T> {
  const byId = new Map(items.map((item) => [item.id, item]));
  if (byId.size !== items.length) throw new Error(`Duplicate ${what} id in the seed`);
  return byId;
}
