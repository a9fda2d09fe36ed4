/** The state of a POS order that the till and the server read (002 section 4). */
export interface PosOrderState {
  payment_type: string | null;
  is_order_created: boolean;
  is_order_cancelled: boolean;
  ptr_id: string | null;
}

/** Once a payment type is set, or the order is cancelled, nothing on it can change. */
export function isPosOrderReadOnly(state: PosOrderState): boolean {
  return state.payment_type !== null || state.is_order_cancelled;
}

/** A payment is in progress: not created yet, with a payment transaction (ptr_id). */
export function isPaymentInProgress(state: PosOrderState): boolean {
  return !state.is_order_created && state.ptr_id !== null && !state.is_order_cancelled;
}
