/**
 * The simulated latency of the prototype (500 ms reads, 1000 ms writes; docs/product.md#simulated-latency),
 * kept so the web's loading states are exercised; 0 turns it off. Invalid values are refused by the config at
 * boot.
 */
export type LatencyKind = 'read' | 'write';

export interface LatencySettings {
  readMs: number;
  writeMs: number;
}

export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function latencyFor(method: string, settings: LatencySettings): number {
  const ms = READ_METHODS.has(method.toUpperCase()) ? settings.readMs : settings.writeMs;
  return Math.max(0, ms);
}

export function delay(ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms));
}
