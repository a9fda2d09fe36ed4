import { ORDER_STATUSES, STATUS, type StatusId } from '../orders/statuses';

/**
 * The return-related cart statuses of 000 section 3 and 001 section 3, in the order the spec lists
 * them: the tabs of /returns-replacement. Return statuses are cart statuses: a cart in one of them
 * is counted by the same cart_status_counts as the order lists.
 */
export const RETURN_STATUS_IDS = [
  STATUS.RETURN_REQUESTED,
  STATUS.REPLACEMENT_REQUESTED,
  STATUS.RETURN_PROCESSING,
  STATUS.PROCESSING,
  STATUS.REQUESTED,
  STATUS.RESOLVED,
  STATUS.SCHEDULE_RETURN_PICKUP,
  STATUS.RETURN_PICKUP_CREATED,
  STATUS.RETURN_PICKUP_DOCKETED,
  STATUS.RETURN_DOCKET_PICKUP,
  STATUS.RETURN_REACHED_TO_WAREHOUSE,
  STATUS.INWARD_SCANNED,
  STATUS.LOST_PRODUCT,
  STATUS.RTS,
] as const satisfies readonly StatusId[];

export type ReturnStatusId = (typeof RETURN_STATUS_IDS)[number];

/** Whether a cart status is one of the return statuses. */
export function isReturnStatus(id: number): id is ReturnStatusId {
  return (RETURN_STATUS_IDS as readonly number[]).includes(id);
}

/** One tab of the returns lists: a return status with its slug and label. */
export interface ReturnTab {
  status: ReturnStatusId;
  slug: string;
  label: string;
}

/** The tabs of /returns-replacement/:platform/:slug, in the spec's order. */
export const RETURN_TABS: readonly ReturnTab[] = RETURN_STATUS_IDS.map((id) => {
  const def = ORDER_STATUSES.find((s) => s.id === id);
  if (!def) throw new Error(`Return status ${id} is missing from the order statuses`);
  return { status: id, slug: def.slug, label: def.label };
});

/** The default tab of /returns-replacement/:platform (Return Requested). */
export const DEFAULT_RETURN_TAB_SLUG = 'return-requested';

/** The tab a `:slug` names, or undefined. */
export function returnTabBySlug(slug: string): ReturnTab | undefined {
  return RETURN_TABS.find((t) => t.slug === slug);
}

/**
 * The tabs of the warehouse end's list (return-replace-ops/; designed): from a booked pickup to
 * the warehouse, lost products and RTS.
 */
export const RETURN_OPS_TABS: readonly ReturnTab[] = RETURN_TABS.filter((t) =>
  (
    [
      STATUS.RETURN_PICKUP_CREATED,
      STATUS.RETURN_PICKUP_DOCKETED,
      STATUS.RETURN_DOCKET_PICKUP,
      STATUS.RETURN_REACHED_TO_WAREHOUSE,
      STATUS.INWARD_SCANNED,
      STATUS.LOST_PRODUCT,
      STATUS.RTS,
    ] as readonly number[]
  ).includes(t.status),
);
