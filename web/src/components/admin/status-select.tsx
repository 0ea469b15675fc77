import type { ChangeEvent } from 'react';
import './admin-ui.css';

export interface StatusOption<V extends string> {
  value: V;
  label: string;
}

export interface StatusSelectProps<V extends string> {
  /** The current value; one outside `options` shows `unknownLabel`. */
  value: string;
  options: readonly StatusOption<V>[];
  onChange: (value: V) => void;
  /** Accessible name, e.g. "Status of Sahara Star Logistics". */
  label: string;
  unknownLabel: string;
  /**
   * A change is being saved: further changes are ignored, but the select stays enabled, since a
   * disabled control loses focus (to the page body, where Escape no longer reaches an open dialog).
   */
  busy?: boolean;
  id?: string;
}

/** A compact select for a record's status, tinted by value (data-status) so states scan at a glance. */
export function StatusSelect<V extends string>({
  value,
  options,
  onChange,
  label,
  unknownLabel,
  busy = false,
  id,
}: StatusSelectProps<V>) {
  const known = options.some((option) => option.value === value);
  const handle = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = options.find((option) => option.value === event.target.value);
    if (next && !busy) onChange(next.value);
  };
  return (
    <select
      id={id}
      className="admin-status-select"
      data-status={known ? value : 'unknown'}
      value={known ? value : ''}
      onChange={handle}
      aria-label={label}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {known ? null : (
        <option value="" disabled>
          {unknownLabel}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
