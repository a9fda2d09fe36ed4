import type { DestinationStream } from 'pino';

/** A log destination that keeps every line, parsed, for a test to read. */
export function logLines(): { stream: DestinationStream; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return { stream: { write: (line) => void lines.push(JSON.parse(line)) }, lines };
}
