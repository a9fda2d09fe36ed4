/** One order status of the catalogue (spec 000 section 3). */
export interface OrderStatusDef {
  id: number;
  /** Exactly as the spec writes it. */
  label: string;
  /** The address segment of a team list (`/order-confirmation-team/:platform/:slug`). */
  slug: string;
  /** Position in status pickers and filters: the order the spec lists the statuses in. */
  orderBy: number;
  isActive: boolean;
}

/**
 * Order statuses 1 to 34, 98 and 99. Slugs: the spec gives new (1), dispatched (8),
 * instructions-done (10) and feedback-call-done (11); every other slug is the kebab-case of
 * the label ("&" read as "and"), which makes 9 `instructions-due`, the RT team's default list.
 * The spec lists 98 and 99 between 26 and 27, hence their orderBy. Every status is active: the
 * spec marks none as retired. Per-team tabs live in `status-tabs.ts`, targets in `transitions.ts`.
 */
export const ORDER_STATUSES = [
  { id: 1, label: 'New Order', slug: 'new', orderBy: 1, isActive: true },
  { id: 2, label: 'Confirmed', slug: 'confirmed', orderBy: 2, isActive: true },
  {
    id: 3,
    label: 'Confirmed with customization',
    slug: 'confirmed-with-customization',
    orderBy: 3,
    isActive: true,
  },
  { id: 4, label: 'Cancelled', slug: 'cancelled', orderBy: 4, isActive: true },
  { id: 5, label: 'Invoiced', slug: 'invoiced', orderBy: 5, isActive: true },
  { id: 6, label: 'Docketed', slug: 'docketed', orderBy: 6, isActive: true },
  { id: 7, label: 'Shipped', slug: 'shipped', orderBy: 7, isActive: true },
  { id: 8, label: 'Dispatch Call Done', slug: 'dispatched', orderBy: 8, isActive: true },
  { id: 9, label: 'Instructions Due', slug: 'instructions-due', orderBy: 9, isActive: true },
  { id: 10, label: 'Feedback Due', slug: 'instructions-done', orderBy: 10, isActive: true },
  { id: 11, label: 'Review Due', slug: 'feedback-call-done', orderBy: 11, isActive: true },
  { id: 12, label: 'Review Received', slug: 'review-received', orderBy: 12, isActive: true },
  { id: 13, label: 'P&P END', slug: 'p-and-p-end', orderBy: 13, isActive: true },
  { id: 14, label: 'Hold', slug: 'hold', orderBy: 14, isActive: true },
  { id: 15, label: 'Closed Cases', slug: 'closed-cases', orderBy: 15, isActive: true },
  { id: 16, label: 'Follow Up', slug: 'follow-up', orderBy: 16, isActive: true },
  { id: 17, label: 'Sale Orders', slug: 'sale-orders', orderBy: 17, isActive: true },
  {
    id: 18,
    label: 'Call not connected (CNC)',
    slug: 'call-not-connected-cnc',
    orderBy: 18,
    isActive: true,
  },
  {
    id: 19,
    label: 'Call not received (CNR)',
    slug: 'call-not-received-cnr',
    orderBy: 19,
    isActive: true,
  },
  { id: 20, label: 'Out for Delivery', slug: 'out-for-delivery', orderBy: 20, isActive: true },
  { id: 21, label: 'Delivered', slug: 'delivered', orderBy: 21, isActive: true },
  { id: 22, label: 'Delivery Delayed', slug: 'delivery-delayed', orderBy: 22, isActive: true },
  { id: 23, label: 'RTS', slug: 'rts', orderBy: 23, isActive: true },
  { id: 24, label: 'Return Requested', slug: 'return-requested', orderBy: 24, isActive: true },
  {
    id: 25,
    label: 'Replacement Requested',
    slug: 'replacement-requested',
    orderBy: 25,
    isActive: true,
  },
  { id: 26, label: 'Return Processing', slug: 'return-processing', orderBy: 26, isActive: true },
  { id: 98, label: 'Processing', slug: 'processing', orderBy: 27, isActive: true },
  { id: 99, label: 'Requested', slug: 'requested', orderBy: 28, isActive: true },
  { id: 27, label: 'Resolved', slug: 'resolved', orderBy: 29, isActive: true },
  {
    id: 28,
    label: 'Schedule Return Pickup',
    slug: 'schedule-return-pickup',
    orderBy: 30,
    isActive: true,
  },
  {
    id: 29,
    label: 'Return Pickup Created',
    slug: 'return-pickup-created',
    orderBy: 31,
    isActive: true,
  },
  {
    id: 30,
    label: 'Return Pickup Docketed',
    slug: 'return-pickup-docketed',
    orderBy: 32,
    isActive: true,
  },
  {
    id: 31,
    label: 'Return Docket Pickup',
    slug: 'return-docket-pickup',
    orderBy: 33,
    isActive: true,
  },
  {
    id: 32,
    label: 'Return Reached to Warehouse',
    slug: 'return-reached-to-warehouse',
    orderBy: 34,
    isActive: true,
  },
  { id: 33, label: 'Inward Scanned', slug: 'inward-scanned', orderBy: 35, isActive: true },
  { id: 34, label: 'Lost Product', slug: 'lost-product', orderBy: 36, isActive: true },
] as const satisfies readonly OrderStatusDef[];

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type StatusId = OrderStatus['id'];
export type StatusSlug = OrderStatus['slug'];

/**
 * Every status by name, so code reads `STATUS.HOLD` and never a bare 14 (a lint rule keeps
 * numeric status ids inside this file and the tests that pin the spec's tables).
 */
export const STATUS = {
  NEW_ORDER: 1,
  CONFIRMED: 2,
  CONFIRMED_WITH_CUSTOMIZATION: 3,
  CANCELLED: 4,
  INVOICED: 5,
  DOCKETED: 6,
  SHIPPED: 7,
  DISPATCH_CALL_DONE: 8,
  INSTRUCTIONS_DUE: 9,
  FEEDBACK_DUE: 10,
  REVIEW_DUE: 11,
  REVIEW_RECEIVED: 12,
  P_AND_P_END: 13,
  HOLD: 14,
  CLOSED_CASES: 15,
  FOLLOW_UP: 16,
  SALE_ORDERS: 17,
  CALL_NOT_CONNECTED: 18,
  CALL_NOT_RECEIVED: 19,
  OUT_FOR_DELIVERY: 20,
  DELIVERED: 21,
  DELIVERY_DELAYED: 22,
  RTS: 23,
  RETURN_REQUESTED: 24,
  REPLACEMENT_REQUESTED: 25,
  RETURN_PROCESSING: 26,
  PROCESSING: 98,
  REQUESTED: 99,
  RESOLVED: 27,
  SCHEDULE_RETURN_PICKUP: 28,
  RETURN_PICKUP_CREATED: 29,
  RETURN_PICKUP_DOCKETED: 30,
  RETURN_DOCKET_PICKUP: 31,
  RETURN_REACHED_TO_WAREHOUSE: 32,
  INWARD_SCANNED: 33,
  LOST_PRODUCT: 34,
} as const satisfies Record<string, StatusId>;

/** Every status id, in catalogue order. */
export const STATUS_IDS: readonly StatusId[] = ORDER_STATUSES.map((s) => s.id);

/** Whether a number is a known order status id. */
export function isStatusId(id: number): id is StatusId {
  return ORDER_STATUSES.some((s) => s.id === id);
}

/** The catalogue entry of a status id. */
export function orderStatus(id: StatusId): OrderStatus {
  // Total over StatusId: every id comes from ORDER_STATUSES itself.
  return ORDER_STATUSES.find((s) => s.id === id) as OrderStatus;
}

/** The longest team-list address segment a request may carry (every status slug fits). */
export const STATUS_SLUG_MAX_LENGTH = 64;

/** The status a team-list address segment names, or undefined. */
export function statusBySlug(slug: string): OrderStatus | undefined {
  return ORDER_STATUSES.find((s) => s.slug === slug);
}
