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
  disabled?: boolean;
  id?: string;
}

/** A compact select for a record's status, tinted by value (data-status) so states scan at a glance. */
export function StatusSelect<V extends string>({
  value,
  options,
  onChange,
  label,
  unknownLabel,
  disabled = false,
  id,
}: StatusSelectProps<V>) {
  const known = options.some((option) => option.value === value);
  const handle = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = options.find((option) => option.value === event.target.value);
    if (next) onChange(next.value);
  };
  return (
    <select
      id={id}
      className="admin-status-select"
      data-status={known ? value : 'unknown'}
      value={known ? value : ''}
      onChange={handle}
      aria-label={label}
      disabled={disabled}
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
