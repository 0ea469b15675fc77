/** The year of an ISO date ('2024-03-15' -> '2024'), read from the text so time zones cannot shift it. */
export function projectYear(date: string): string {
  return /^\d{4}/.exec(date)?.[0] ?? '';
}
