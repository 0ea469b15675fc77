/**
 * Mappers that name every field. A record built from a row or a request with these, and a row built
 * with `Required<Insertable<Table>>`, is a compile error until it names a field added to the record's
 * contract or a column added to its table, optional ones included: the compiler finds every mapping a
 * new field needs (docs/architecture.md#data-modes).
 */

/** The keys of T's optional fields. */
type OptionalKeys<T> = {
  // `{} extends Pick<T, K>` holds exactly when K is optional in T.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  [K in keyof T]-?: {} extends Pick<T, K> ? K : never;
}[keyof T];

/**
 * Every field of T, an optional one as `T[K] | undefined`: leaving one out does not compile. (Mapped
 * over key unions, not `keyof T` itself: a mapping of `keyof T` that drops `?` also drops `undefined`.)
 */
export type EveryField<T> = { [K in Exclude<keyof T, OptionalKeys<T>>]: T[K] } & {
  [K in OptionalKeys<T>]: T[K] | undefined;
};

/** The record from all its fields named, its absent optional ones left out (no `undefined` keys). */
export function withoutAbsent<T extends object>(fields: EveryField<T>): T {
  // Only `undefined` values go, and only optional fields may hold one: what is left is a T.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}
