/** Median, min and max of a benchmark's runs (to 0.1, or to `places` decimals), with the runs themselves. */
export const stats = (values: number[], places = 1) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const round = (n: number) => Math.round(n * 10 ** places) / 10 ** places;
  return { median: round(median), min: round(sorted[0]!), max: round(sorted[sorted.length - 1]!), runs: values.map(round) };
};

/** The `p`th percentile of a benchmark's figures, by the nearest rank (of a few runs, the 95th is the slowest but none). */
export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
