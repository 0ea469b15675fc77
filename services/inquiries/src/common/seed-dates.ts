/** Seed times relative to "now", so sample data always looks recent whenever the service starts. */
const HOUR_MS = 3_600_000;

export const daysAgo = (now: Date, days: number, hours = 0): string =>
  new Date(now.getTime() - (days * 24 + hours) * HOUR_MS).toISOString();
