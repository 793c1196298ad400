/** Percentile of an unsorted list of milliseconds (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** One measured case, whatever drove it. */
export type CaseResult = {
  name: string;
  concurrency: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests that failed or answered outside 2xx: a case with any is not a valid figure. */
  errors: number;
  /** Peak resident memory of the server while the case ran, MiB (absent for cases without the server). */
  peakRssMiB?: number | undefined;
};
