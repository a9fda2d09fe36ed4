import { orderStatus, type StatusId } from '../orders/statuses';
import { isReturnStatus } from './statuses';

/** One status a cart entered, as its history records it. */
export interface StatusEntry {
  status: StatusId;
  /** ISO time. */
  at: string;
}

/** One step of a return's turnaround (returns/return-tat). */
export interface ReturnTatStep {
  status: StatusId;
  label: string;
  /** When the cart entered the step (ISO). */
  reached_at: string;
  /** Minutes from the step before it (0 for the first step). */
  minutes_from_previous: number;
  /** Minutes from the first return step (the request). */
  minutes_from_start: number;
}

const MINUTE = 60_000;

/**
 * The turnaround of a return, step by step, from a cart's status history (oldest first): each
 * return status the cart entered, in order, with the minutes since the step before and since the
 * request. Statuses before the first return status (the forward journey) are left out; a status
 * entered again (a pickup cancelled and booked again) is a step again, so the time it took the
 * second time shows too. Entries out of time order are taken in time order.
 */
export function returnTat(history: readonly StatusEntry[]): ReturnTatStep[] {
  const entries = [...history]
    .map((e) => ({ ...e, time: Date.parse(e.at) }))
    .filter((e) => !Number.isNaN(e.time))
    .sort((a, b) => a.time - b.time);
  const start = entries.findIndex((e) => isReturnStatus(e.status));
  if (start < 0) return [];
  const steps: ReturnTatStep[] = [];
  let previous: { status: StatusId; time: number } | null = null;
  const first = entries[start]?.time ?? 0;
  for (const entry of entries.slice(start)) {
    // A comment written in the status the cart already had is not a step.
    if (previous?.status === entry.status) continue;
    steps.push({
      status: entry.status,
      label: orderStatus(entry.status).label,
      reached_at: new Date(entry.time).toISOString(),
      minutes_from_previous: previous ? Math.floor((entry.time - previous.time) / MINUTE) : 0,
      minutes_from_start: Math.floor((entry.time - first) / MINUTE),
    });
    previous = entry;
  }
  return steps;
}

/** Minutes as the TAT popup reads them: "2 d 3 h 5 m", "45 m", "0 m". */
export function formatTat(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days ? `${days} d` : '',
    hours ? `${hours} h` : '',
    rest || (!days && !hours) ? `${rest} m` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
