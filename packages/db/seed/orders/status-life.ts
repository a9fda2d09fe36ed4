import { STATUS, STATUS_IDS, STATUS_TABS, type StatusId } from '@backoffice/domain/orders';
import type { Rng } from './prng';

/**
 * The status a cart usually comes from, for each status: the demo walks this tree from New
 * Order to give every cart a believable history (comments, audit entries, documents).
 */
const CAME_FROM: Record<Exclude<StatusId, 1>, StatusId> = {
  2: 1,
  3: 1,
  18: 1,
  19: 18,
  14: 2,
  4: 2,
  5: 2,
  6: 5,
  7: 6,
  8: 7,
  20: 8,
  22: 8,
  21: 20,
  23: 20,
  9: 21,
  10: 9,
  16: 9,
  11: 10,
  15: 10,
  12: 11,
  17: 11,
  13: 12,
  24: 21,
  25: 21,
  99: 25,
  98: 99,
  26: 24,
  27: 26,
  28: 24,
  29: 28,
  30: 29,
  31: 30,
  32: 31,
  34: 31,
  33: 32,
};

/** The statuses a cart went through to reach `status`, New Order first and `status` last. */
export function statusPath(status: StatusId): StatusId[] {
  const path: StatusId[] = [status];
  let current = status;
  while (current !== 1) {
    current = CAME_FROM[current];
    path.unshift(current);
  }
  return path;
}

/** How old (in days) a cart in a status is: new work is recent, closed work can be months old. */
export function ageRangeDays(status: StatusId): readonly [number, number] {
  const within = (...statuses: StatusId[]) => statuses.includes(status);
  if (within(STATUS.NEW_ORDER, STATUS.CALL_NOT_CONNECTED, STATUS.CALL_NOT_RECEIVED)) return [0, 4];
  if (within(STATUS.CONFIRMED, STATUS.CONFIRMED_WITH_CUSTOMIZATION, STATUS.HOLD)) return [0, 12];
  if (status === STATUS.CANCELLED) return [0, 120];
  if (within(STATUS.INVOICED, STATUS.DOCKETED)) return [1, 15];
  if (
    within(
      STATUS.SHIPPED,
      STATUS.DISPATCH_CALL_DONE,
      STATUS.OUT_FOR_DELIVERY,
      STATUS.DELIVERY_DELAYED,
      STATUS.RTS,
    )
  ) {
    return [2, 25];
  }
  return [6, 120];
}

/** How often each status occurs among demo carts: mostly delivered and closed work. */
const STATUS_WEIGHT: Partial<Record<StatusId, number>> = {
  1: 8,
  2: 6,
  4: 6,
  9: 6,
  10: 4,
  11: 4,
  12: 5,
  15: 8,
  21: 10,
};

/** A status for a demo cart; every status of the catalogue occurs. */
export function randomStatus(rng: Rng): StatusId {
  return rng.weighted(STATUS_IDS.map((id) => [id, STATUS_WEIGHT[id] ?? 2] as const));
}

/** The demo agents who work each team's lists: [login id, share]; the rest is unassigned. */
const TEAM_AGENTS = {
  oc: [
    [2, 0.5],
    [25, 0.15],
  ],
  rt: [
    [3, 0.55],
    [26, 0.15],
  ],
  returns: [
    [3, 0.3],
    [26, 0.2],
  ],
} as const;

/** The agent a cart in a status is assigned to, or null (unassigned), by its team list. */
export function randomAgent(rng: Rng, status: StatusId): number | null {
  let r = rng.next();
  for (const [loginId, share] of TEAM_AGENTS[STATUS_TABS[status].list]) {
    if (r < share) return loginId;
    r -= share;
  }
  return null;
}
