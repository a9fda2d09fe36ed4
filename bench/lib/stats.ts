import type { LoadResult } from './load';

export interface Summary {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  count: number;
  errors: number;
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** p50, p95, p99 latency and throughput of a load run. */
export function summarise(result: LoadResult): Summary {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    perSecond: (sorted.length / result.elapsedMs) * 1000,
    count: sorted.length,
    errors: result.errors,
  };
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const rate = (value: number) => value.toFixed(0).padStart(6);

/** The header of the figures table. */
export const TABLE_HEADER = [
  'case'.padEnd(34),
  '|  API p50     p95     p99  req/s',
  '|  SQL p50     p95     p99  req/s',
  '| explain',
].join(' ');

/** One line of the figures table: API beside raw SQL (null: the case runs none), in ms. */
export function tableRow(
  name: string,
  api: Summary,
  raw: Summary | null,
  explainMs: number | null,
): string {
  const figures = (s: Summary) => `${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${rate(s.perSecond)}`;
  const none = '-'.padStart(31);
  return [
    name.padEnd(34),
    '|',
    figures(api),
    ' |',
    raw ? figures(raw) : none,
    ' |',
    explainMs === null ? '-'.padStart(7) : ms(explainMs),
  ].join(' ');
}
