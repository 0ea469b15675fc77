/**
 * Scheduled times in the admin: a `datetime-local` input holds the wall time in Tripoli (TIME_ZONE, the
 * zone every admin date is shown in), whatever the browser's own zone; the API takes and answers UTC ISO.
 */
import { TIME_ZONE } from './format';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The input's value (`YYYY-MM-DDTHH:mm`, Tripoli time) of a UTC instant; '' for none or an invalid one. */
export function toZonedInput(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    PARTS.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The UTC ISO instant of an input's Tripoli wall time; null for '' or a value that is not one. */
export function fromZonedInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that moment: the wall time read back in the zone, less the instant guessed.
  const offset = (instant: number) =>
    Date.parse(`${toZonedInput(new Date(instant).toISOString())}:00Z`) - instant;
  const guess = wall - offset(wall);
  return new Date(wall - offset(guess)).toISOString();
}
