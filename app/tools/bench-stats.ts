/** Median, min and max of a benchmark's runs (to 0.1, or to `places` decimals), with the runs themselves. */
export const stats = (values: number[], places = 1) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const round = (n: number) => Math.round(n * 10 ** places) / 10 ** places;
  return { median: round(median), min: round(sorted[0]!), max: round(sorted[sorted.length - 1]!), runs: values.map(round) };
};
