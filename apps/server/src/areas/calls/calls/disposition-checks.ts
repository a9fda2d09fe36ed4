import type { Database } from '@backoffice/db';
import {
  breakReasons,
  type CallRecordRow,
  type CartRow,
  type OrderRow,
} from '@backoffice/db/schema';
import {
  dispositionErrors,
  dispositionPath,
  type DispositionCategory,
  type TCrmDisposition,
} from '@backoffice/domain/calls/calls';
import { and, eq } from 'drizzle-orm';
import { callError } from './calls.errors';
import { cartNotFound } from '../../orders/index';
import { agentCall, cartOfChannel, dispositionTree, orderWithCarts } from './dispositions.queries';

/** The names of a disposition's category, sub-category and third category. */
export type Path = NonNullable<ReturnType<typeof dispositionPath>>;

/** A disposition the rules accept: its path's names, call, order and break reason. */
export interface CheckedDisposition {
  path: Path;
  call: CallRecordRow | undefined;
  about: OrderAbout | undefined;
  breakReason: string | null;
}

/** Checks a disposition against the tree, the caller's calls, the order and the break reasons. */
export async function checkedDisposition(
  tx: Database,
  input: TCrmDisposition,
  loginId: number,
): Promise<CheckedDisposition> {
  const path = pathOrError(await dispositionTree(tx), input);
  const call = input.call_details
    ? await agentCall(tx, input.call_details.call_id, loginId)
    : undefined;
  if (input.call_details && !call) throw callError('calls.unknown_call').at('call_details.call_id');
  const about = await orderAbout(tx, input, call);
  const errors = dispositionErrors({
    ...input,
    order_cart_ids: about?.carts.map((c) => c.id) ?? [],
    pause: input.break_reason !== null,
  });
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) throw callError('calls.disposition_invalid', message).at(field);
  const breakReason =
    input.break_reason === null ? null : await breakReasonName(tx, input.break_reason);
  return { path, call, about, breakReason };
}

/** The names of the chosen path; a 400 on the first level that is not in the tree. */
function pathOrError(tree: readonly DispositionCategory[], input: TCrmDisposition): Path {
  const path = dispositionPath(tree, input);
  if (path) return path;
  const category = tree.find((c) => c.id === input.category);
  const sub = category?.sub_categories.find((s) => s.id === input.sub_category);
  const field = !category ? 'category' : !sub ? 'sub_category' : 'third_category';
  throw callError('calls.invalid_path').at(field);
}

/** The order a disposition is about, with its carts and the cart the agent clicked. */
export interface OrderAbout {
  order: OrderRow;
  carts: CartRow[];
  clicked: CartRow | null;
}

/** The order the disposition is about: the clicked cart's, else the call's; none otherwise. */
async function orderAbout(
  tx: Database,
  input: TCrmDisposition,
  call: CallRecordRow | undefined,
): Promise<OrderAbout | undefined> {
  let orderId = call?.order_id ?? null;
  let clicked: CartRow | null = null;
  if (input.clicked_cart_id !== null && input.clicked_affiliate_id !== null) {
    const found = await cartOfChannel(tx, input.clicked_cart_id, input.clicked_affiliate_id);
    if (!found) throw cartNotFound();
    if (orderId !== null && orderId !== found.order.id) {
      throw callError('calls.cart_not_of_call').at('clicked_cart_id');
    }
    orderId = found.order.id;
    clicked = found.cart;
  }
  if (orderId === null) return undefined;
  const order = await orderWithCarts(tx, orderId);
  return order ? { ...order, clicked } : undefined;
}

async function breakReasonName(tx: Database, id: number): Promise<string> {
  const [reason] = await tx
    .select({ name: breakReasons.name })
    .from(breakReasons)
    .where(and(eq(breakReasons.id, id), eq(breakReasons.is_active, true)));
  if (!reason) throw callError('calls.invalid_break_reason').at('break_reason');
  return reason.name;
}
