import type { HoldingsAnswer } from '@backoffice/domain/retail/cash';
import { Group, Text } from '@mantine/core';
import { formatRupees } from '@/lib/format';

const WIDTH = 760;
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 72 };
const PALETTE = ['blue', 'teal', 'grape', 'orange', 'cyan', 'lime', 'pink', 'indigo'] as const;
const KIND_COLOURS: Record<string, string> = {
  transit: 'var(--mantine-color-yellow-6)',
  store_till: 'var(--mantine-color-green-7)',
  disputed: 'var(--mantine-color-red-6)',
};

type Series = HoldingsAnswer['series'][number];

/** Each holder's colour: fixed ones for transit, the store and disputes, a palette for people. */
export function seriesColours(series: readonly Series[]): Map<string, string> {
  let person = 0;
  return new Map(
    series.map((s) => {
      const fixed = KIND_COLOURS[s.kind];
      if (fixed) return [s.key, fixed];
      const colour = `var(--mantine-color-${PALETTE[person % PALETTE.length]}-6)`;
      person += 1;
      return [s.key, colour];
    }),
  );
}

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest value. */
export function rupeeAxisTop(largest: number): number {
  if (largest <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(largest));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= largest) ?? 10 * power;
}

const timeLabel = (at: number) =>
  new Date(at).toLocaleTimeString('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * Cash held per person, in transit, at the store and disputed through the day, as steps that
 * change with each movement: a glance tells the manager who holds the store's cash and when.
 */
export function HoldingsChart({ holdings }: { holdings: HoldingsAnswer }) {
  const { series, points } = holdings;
  if (points.length === 0 || series.length === 0) {
    return <Text c="dimmed">No cash moved on this day yet.</Text>;
  }
  const times = points.map((p) => new Date(p.at).getTime());
  const first = Math.min(...times);
  const last = Math.max(first + 60_000, ...times);
  const top = rupeeAxisTop(
    Math.max(...points.flatMap((p) => series.map((s) => p.values[s.key] ?? 0))),
  );
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (at: number) => PAD.left + ((at - first) / (last - first)) * plotW;
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const colours = seriesColours(series);
  const latest = points[points.length - 1]!;
  const summary = series
    .map((s) => `${s.label}: ${formatRupees(latest.values[s.key] ?? 0)}`)
    .join('; ');

  const steps = (key: string) =>
    points
      .map((p, i) => {
        const at = x(times[i]!);
        const value = y(p.values[key] ?? 0);
        return i === 0 ? `M${at},${value}` : `H${at}V${value}`;
      })
      .join('') + `H${x(last)}`;

  return (
    <div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`Cash held through the day. Now: ${summary}.`}
      >
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--mantine-color-gray-3)"
            />
            <text x={PAD.left - 6} y={y(tick) + 4} fontSize={11} textAnchor="end" fill="gray">
              {formatRupees(tick)}
            </text>
          </g>
        ))}
        {[first, (first + last) / 2, last].map((at) => (
          <text key={at} x={x(at)} y={HEIGHT - 8} fontSize={11} textAnchor="middle" fill="gray">
            {timeLabel(at)}
          </text>
        ))}
        {series.map((s) => (
          <path
            key={s.key}
            d={steps(s.key)}
            fill="none"
            stroke={colours.get(s.key)}
            strokeWidth={2}
          >
            <title>{`${s.label}: ${formatRupees(latest.values[s.key] ?? 0)} now`}</title>
          </path>
        ))}
      </svg>
      <Group gap="lg" justify="center">
        {series.map((s) => (
          <Group key={s.key} gap={6}>
            <span
              style={{
                width: 12,
                height: 3,
                background: colours.get(s.key),
                display: 'inline-block',
              }}
            />
            <Text size="xs">{s.label}</Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}
