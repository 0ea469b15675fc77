/**
 * A record cut down to the fields a list shows (the *_SUMMARY_FIELDS of each noun in contracts/): list answers
 * carry card-sized summaries, the full record only comes from its detail route
 * (docs/architecture.md#api-contract). The content service builds its lists with it, the web's tests their
 * fake list answers.
 */
export function summarize<T extends object, K extends keyof T>(record: T, fields: readonly K[]): Pick<T, K> {
  const summary = {} as Pick<T, K>;
  // An optional field the record lacks stays absent, as JSON.stringify would leave it anyway.
  for (const field of fields) if (field in record) summary[field] = record[field];
  return summary;
}
