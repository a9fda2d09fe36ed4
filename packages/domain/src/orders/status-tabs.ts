import { hasAnyRole, hasRole, type Principal, type RoleTest } from '../access/roles';
import { ORDER_STATUSES, STATUS, type OrderStatus, type StatusId } from './statuses';

/** The team lists a status appears in as a tab, in menu order. */
export const ORDER_LISTS = ['oc', 'rt', 'returns'] as const;
export type OrderList = (typeof ORDER_LISTS)[number];

export interface StatusTab {
  list: OrderList;
  /** Role tests of which one must hold for the status to show as a tab. */
  accessibleRoles: readonly RoleTest[];
  /** Tab positions: per team (null outside that team's list) and a general one. */
  order: { oc: number | null; rt: number | null; general: number };
}

/*
 * Who works which statuses (the spec gives accessible roles per status but not their values).
 * - OC, the order-confirmation team, works everything before the order leaves the warehouse:
 *   the confirmation statuses 1, 2, 3, 4, 5, 6, 14, 18, 19.
 * - RT, the relationship team, works everything after it: shipping and delivery follow-up
 *   (7, 8, 20, 21, 22) and the call queues 9, 10, 11, 12, 13, 15, 16, 17.
 * - The returns list holds the return statuses (23 to 34, 98, 99; 001 section 3) for the
 *   CustomerExperienceTeam roles of 000 section 6 (roles containing CET, OC, RT, Q or C).
 * Team leaders see every list (both team routes admit TEAML).
 * OC order: new orders and unanswered calls first, then outcomes, Cancelled last. RT order: call
 * queues first (Instructions Due, the team's default list, leads), closed outcomes, then delivery
 * tracking. General order follows the order's life from New Order to the end of a return.
 */
const OC_TEAM = ['OC', 'TEAML'] as const satisfies readonly RoleTest[];
const RT_TEAM = ['RT', 'TEAML'] as const satisfies readonly RoleTest[];
const RETURNS_TEAM = ['C', 'RT', 'QA', 'TEAML'] as const satisfies readonly RoleTest[];

const oc = (oc: number, general: number): StatusTab => ({
  list: 'oc',
  accessibleRoles: OC_TEAM,
  order: { oc, rt: null, general },
});
const rt = (rt: number, general: number): StatusTab => ({
  list: 'rt',
  accessibleRoles: RT_TEAM,
  order: { oc: null, rt, general },
});
const returns = (general: number): StatusTab => ({
  list: 'returns',
  accessibleRoles: RETURNS_TEAM,
  order: { oc: null, rt: null, general },
});

/** The tab of every status: team list, accessible roles and per-role positions. */
export const STATUS_TABS = {
  [STATUS.NEW_ORDER]: oc(1, 1),
  [STATUS.CALL_NOT_CONNECTED]: oc(2, 2),
  [STATUS.CALL_NOT_RECEIVED]: oc(3, 3),
  [STATUS.HOLD]: oc(4, 4),
  [STATUS.CONFIRMED]: oc(5, 5),
  [STATUS.CONFIRMED_WITH_CUSTOMIZATION]: oc(6, 6),
  [STATUS.INVOICED]: oc(7, 7),
  [STATUS.DOCKETED]: oc(8, 8),
  [STATUS.CANCELLED]: oc(9, 22),
  [STATUS.SHIPPED]: rt(9, 9),
  [STATUS.DISPATCH_CALL_DONE]: rt(10, 10),
  [STATUS.OUT_FOR_DELIVERY]: rt(11, 11),
  [STATUS.DELIVERY_DELAYED]: rt(12, 12),
  [STATUS.DELIVERED]: rt(13, 13),
  [STATUS.INSTRUCTIONS_DUE]: rt(1, 14),
  [STATUS.FEEDBACK_DUE]: rt(2, 15),
  [STATUS.REVIEW_DUE]: rt(3, 16),
  [STATUS.REVIEW_RECEIVED]: rt(4, 17),
  [STATUS.FOLLOW_UP]: rt(5, 18),
  [STATUS.SALE_ORDERS]: rt(6, 19),
  [STATUS.P_AND_P_END]: rt(7, 20),
  [STATUS.CLOSED_CASES]: rt(8, 21),
  [STATUS.RETURN_REQUESTED]: returns(23),
  [STATUS.REPLACEMENT_REQUESTED]: returns(24),
  [STATUS.RETURN_PROCESSING]: returns(25),
  [STATUS.PROCESSING]: returns(26),
  [STATUS.REQUESTED]: returns(27),
  [STATUS.RESOLVED]: returns(28),
  [STATUS.SCHEDULE_RETURN_PICKUP]: returns(29),
  [STATUS.RETURN_PICKUP_CREATED]: returns(30),
  [STATUS.RETURN_PICKUP_DOCKETED]: returns(31),
  [STATUS.RETURN_DOCKET_PICKUP]: returns(32),
  [STATUS.RETURN_REACHED_TO_WAREHOUSE]: returns(33),
  [STATUS.INWARD_SCANNED]: returns(34),
  [STATUS.LOST_PRODUCT]: returns(35),
  [STATUS.RTS]: returns(36),
} satisfies Record<StatusId, StatusTab>;

/**
 * The status tabs a user sees, optionally of one team list, sorted by the role-specific order
 * (000 section 4): the OC order for a role containing OC, else the RT order for one containing
 * RT, else the general order. A status without a position for the user's team (an OC agent in
 * the returns list) falls back to the next order in that chain. Without a list the tabs are
 * grouped by list (OC, RT, returns) first, so positions of two teams never interleave.
 */
export function tabsForRole(p: Pick<Principal, 'role'>, list?: OrderList): OrderStatus[] {
  const useOc = hasRole(p, 'OC');
  const useRt = hasRole(p, 'RT');
  const listRank = (s: OrderStatus) => ORDER_LISTS.indexOf(STATUS_TABS[s.id].list);
  const rank = (s: OrderStatus) => {
    const { order } = STATUS_TABS[s.id];
    return (useOc ? order.oc : null) ?? (useRt ? order.rt : null) ?? order.general;
  };
  return ORDER_STATUSES.filter((s) => {
    const tab = STATUS_TABS[s.id];
    const inList = list === undefined || tab.list === list;
    return s.isActive && inList && hasAnyRole(p, tab.accessibleRoles);
  }).sort((a, b) => listRank(a) - listRank(b) || rank(a) - rank(b));
}
