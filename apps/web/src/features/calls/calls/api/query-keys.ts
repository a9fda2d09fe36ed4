import { queryKeyPrefixes } from '@/lib/query-keys';
import type { CallListQuery } from './get-call-details';

/** Query keys of the calls area. */
export const callKeys = {
  all: queryKeyPrefixes.calls,
  call: (callId: string) => [...callKeys.all, 'call', callId] as const,
  lists: () => [...callKeys.all, 'list'] as const,
  list: (kind: 'all' | 'missed', query: CallListQuery) =>
    [...callKeys.lists(), kind, query] as const,
  perHour: (days: { start: string; end: string } | null, agentLoginId: number | null) =>
    [...callKeys.all, 'per-hour', days?.start ?? null, days?.end ?? null, agentLoginId] as const,
  dispositions: () => [...callKeys.all, 'dispositions'] as const,
  breakReasons: () => [...callKeys.all, 'break-reasons'] as const,
};
