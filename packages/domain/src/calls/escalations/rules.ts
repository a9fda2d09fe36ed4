import { ESCALATION_MESSAGES as M } from './messages';
import { reasonChoice } from './reasons';
import { isActiveEscalation, type EscalationStatusId } from './statuses';
import { WAREHOUSES, type Warehouse } from '../../warehouse';

/** A cart of the order as the rules see it: whether an active escalation holds it already. */
export interface CartForEscalation {
  cart_pid: number;
  /** The Open or In Progress escalation that holds the cart, or null. */
  open_escalation_id: number | null;
}

/** What an order offers a new escalation: its linkable tickets and its carts. */
export interface EscalationOptions {
  ticket_ids: readonly number[];
  carts: readonly CartForEscalation[];
}

/** The choices of a new escalation that the rules check against the order. */
export interface EscalationChoice {
  reason_id: number;
  warehouse_id?: number | null | undefined;
  ticket_ids: readonly number[];
  cart_pids: readonly number[];
}

/** Field name to message; empty when the choice keeps every rule. */
export type Violations = Partial<Record<'warehouse_id' | 'ticket_ids' | 'cart_pids', string>>;

/** The warehouses a sub-reason offers: all of them for a warehouse's sub-reason, else none. */
export function warehouseOptionsFor(reasonId: number | undefined): readonly Warehouse[] {
  if (reasonId === undefined) return [];
  return reasonChoice(reasonId)?.subReason.needs_warehouse ? WAREHOUSES : [];
}

/** A warehouse is required when the chosen sub-reason offers warehouses (001 section 5). */
export function requiresWarehouse(reasonId: number | undefined): boolean {
  return warehouseOptionsFor(reasonId).length > 0;
}

/** A ticket is required when the order has tickets to link (001 section 5). */
export function requiresTicket(options: Pick<EscalationOptions, 'ticket_ids'>): boolean {
  return options.ticket_ids.length > 0;
}

/**
 * The rules of a new escalation against its order: a warehouse exactly when the sub-reason
 * offers warehouses; at least one ticket when the order has tickets, and only those; products
 * of this order that no Open or In Progress escalation holds already.
 */
export function escalationViolations(
  choice: EscalationChoice,
  options: EscalationOptions,
): Violations {
  const violations: Violations = {};
  const warehouseMessage = warehouseViolation(choice);
  if (warehouseMessage) violations.warehouse_id = warehouseMessage;
  const ticketMessage = ticketViolation(choice.ticket_ids, options);
  if (ticketMessage) violations.ticket_ids = ticketMessage;
  const cartMessage = cartViolation(choice.cart_pids, options.carts);
  if (cartMessage) violations.cart_pids = cartMessage;
  return violations;
}

function warehouseViolation(choice: EscalationChoice): string | undefined {
  const chosen = choice.warehouse_id ?? null;
  if (requiresWarehouse(choice.reason_id)) return chosen === null ? M.required : undefined;
  return chosen === null ? undefined : M.noWarehouseNeeded;
}

function ticketViolation(ticketIds: readonly number[], options: EscalationOptions) {
  if (requiresTicket(options) && ticketIds.length === 0) return M.required;
  const stranger = ticketIds.find((id) => !options.ticket_ids.includes(id));
  return stranger === undefined ? undefined : M.ticketNotOpen(stranger);
}

function cartViolation(cartPids: readonly number[], carts: readonly CartForEscalation[]) {
  if (cartPids.length === 0) return M.productRequired;
  for (const cartPid of cartPids) {
    const cart = carts.find((c) => c.cart_pid === cartPid);
    if (!cart) return M.cartNotOfOrder(cartPid);
    if (cart.open_escalation_id !== null) {
      return M.cartInOpenEscalation(cartPid, cart.open_escalation_id);
    }
  }
  return undefined;
}

/** An escalation as the switch rule sees it. */
export interface EscalationForSwitch {
  escalation_id: number;
  status: EscalationStatusId;
  cart_pids: readonly number[];
}

/** A switch's field and message, or null when the switch keeps every rule. */
export interface SwitchViolation {
  field: 'escalation_id' | 'cart_pid' | 'new_cart_pid';
  message: string;
}

/**
 * Switching one product of an escalation for another cart of the same order: only while the
 * escalation is Open or In Progress; the cart leaving must be in it, the cart coming in must be
 * of the order, not in it yet and not held by another active escalation.
 */
export function switchCartViolation(
  escalation: EscalationForSwitch,
  request: { cart_pid: number; new_cart_pid: number },
  orderCarts: readonly CartForEscalation[],
): SwitchViolation | null {
  if (!isActiveEscalation(escalation.status)) {
    return { field: 'escalation_id', message: M.escalationNotActive(escalation.status) };
  }
  if (!escalation.cart_pids.includes(request.cart_pid)) {
    return { field: 'cart_pid', message: M.cartNotInEscalation(request.cart_pid) };
  }
  const incoming = request.new_cart_pid;
  if (escalation.cart_pids.includes(incoming)) {
    return { field: 'new_cart_pid', message: M.cartAlreadyInEscalation(incoming) };
  }
  const cart = orderCarts.find((c) => c.cart_pid === incoming);
  if (!cart) return { field: 'new_cart_pid', message: M.cartNotOfOrder(incoming) };
  if (cart.open_escalation_id !== null) {
    return {
      field: 'new_cart_pid',
      message: M.cartInOpenEscalation(incoming, cart.open_escalation_id),
    };
  }
  return null;
}

/** The carts another cart of an escalation may be switched for (the details' choices). */
export function switchableCarts<T extends CartForEscalation>(
  escalation: EscalationForSwitch,
  orderCarts: readonly T[],
): T[] {
  if (!isActiveEscalation(escalation.status)) return [];
  return orderCarts.filter(
    (c) => !escalation.cart_pids.includes(c.cart_pid) && c.open_escalation_id === null,
  );
}
