import type { CallHour } from '@backoffice/domain/calls/calls';
import { Group, Text } from '@mantine/core';

/** The call centre's day, India time: hours always shown, however quiet. */
const FIRST_HOUR = 9;
const LAST_HOUR = 20;

const WIDTH = 760;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };
const COLOURS = {
  calls: 'var(--mantine-color-blue-3)',
  answered: 'var(--mantine-color-blue-7)',
  dispositions: 'var(--mantine-color-orange-5)',
} as const;

/** The hours the chart shows: the working day, widened to any hour that had calls. */
export function chartHours(hours: readonly CallHour[]): CallHour[] {
  const busy = hours.filter((h) => h.calls > 0 || h.dispositions > 0).map((h) => h.hour);
  const first = Math.min(FIRST_HOUR, ...busy);
  const last = Math.max(LAST_HOUR, ...busy);
  return hours.filter((h) => h.hour >= first && h.hour <= last);
}

/** A round, even top for the axis (its half is a whole tick too): at least the largest bar. */
export function axisTop(largest: number): number {
  const steps = [2, 4, 6, 8, 10, 20, 30, 40, 50, 100, 200, 300, 400, 500, 1000];
  return steps.find((s) => s >= largest) ?? Math.ceil(largest / 1000) * 1000;
}

const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'a' : 'p'}`;

/**
 * Calls (the answered part darker) and dispositions per hour, side by side: a glance tells a
 * team leader when calls pile up and whether dispositions keep pace.
 */
export function HourlyChart({ hours }: { hours: readonly CallHour[] }) {
  const shown = chartHours(hours);
  const top = axisTop(Math.max(1, ...shown.map((h) => Math.max(h.calls, h.dispositions))));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / shown.length;
  const bar = Math.min(18, slot * 0.36);
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const summary = shown
    .filter((h) => h.calls > 0 || h.dispositions > 0)
    .map((h) => `${hourLabel(h.hour)}: ${h.calls} calls, ${h.dispositions} dispositions`)
    .join('; ');
  return (
    <div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`Calls and dispositions per hour. ${summary || 'No calls yet.'}`}
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
              {tick}
            </text>
          </g>
        ))}
        {shown.map((h, i) => {
          const x = PAD.left + i * slot + slot / 2;
          return (
            <g key={h.hour}>
              <title>{`${hourLabel(h.hour)}: ${h.calls} calls (${h.answered} answered), ${h.dispositions} dispositions`}</title>
              <rect
                x={x - bar - 1}
                y={y(h.calls)}
                width={bar}
                height={y(0) - y(h.calls)}
                fill={COLOURS.calls}
                rx={2}
              />
              <rect
                x={x - bar - 1}
                y={y(h.answered)}
                width={bar}
                height={y(0) - y(h.answered)}
                fill={COLOURS.answered}
                rx={2}
              />
              <rect
                x={x + 1}
                y={y(h.dispositions)}
                width={bar}
                height={y(0) - y(h.dispositions)}
                fill={COLOURS.dispositions}
                rx={2}
              />
              <text x={x} y={HEIGHT - 10} fontSize={11} textAnchor="middle" fill="gray">
                {hourLabel(h.hour)}
              </text>
            </g>
          );
        })}
      </svg>
      <Group gap="lg" justify="center">
        <Legend colour={COLOURS.calls} label="Calls" />
        <Legend colour={COLOURS.answered} label="Answered" />
        <Legend colour={COLOURS.dispositions} label="Dispositions" />
      </Group>
    </div>
  );
}

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <Group gap={6}>
      <span
        style={{
          width: 12,
          height: 12,
          borderRadius: 2,
          background: colour,
          display: 'inline-block',
        }}
      />
      <Text size="xs">{label}</Text>
    </Group>
  );
}
