// Small statistics for benchmark figures: nearest-rank percentiles and the median.
// Nearest-rank returns a value that was actually observed, which is what a latency target means.

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)]!;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}
