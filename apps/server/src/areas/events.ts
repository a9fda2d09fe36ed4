import { wireSheetAppliers } from '../core/sheets/index';
import * as calls from './calls/index';
import * as distribution from './distribution/index';
import * as lookups from './lookups/index';
import * as orders from './orders/index';
import * as refunds from './refunds/index';
import * as retail from './retail/index';
import * as sales from './sales/index';

// What runs when something happens in one area and others act on it, one list per event, in the
// order they run (docs/areas.md). The owning area declares the handler's type and runs the list;
// the areas answer with handlers on their faces; nothing registers itself on import.

/** A cart reaches Cancelled (orders), in the cancellation's transaction. */
export const CART_CANCELLED: readonly orders.CartCancelledHook[] = [
  distribution.reverseCreditOnCancel,
  refunds.refundCancelledCart,
  retail.giveBackTillSaleOnCancel,
];

/** A cart reaches Delivered (orders), in the status change's transaction. */
export const CART_DELIVERED: readonly orders.CartDeliveredHook[] = [sales.postEarnedCredit];

/** What of a cancelled cart's order another area gives back itself (refunds leaves it out). */
export const GIVEN_BACK_ELSEWHERE: readonly refunds.GivenBackElsewhere[] = [
  retail.tillSaleGivenBack,
];

/** A cart change owes the customer money back (sales). */
export const CART_CHANGE_REFUND: readonly sales.CartChangeRefundHook[] = [refunds.refundCartChange];

/** A payment link is paid, or a try through it fails (sales' payments). */
export const LINK_PAYMENT = { paid: [sales.settleModificationsOnPaidLink], failed: [] } as const;

/** The sheet types the uploads pipeline applies, each by the area that owns its data. */
export const SHEET_APPLIERS = [
  ...calls.sheetAppliers,
  ...distribution.sheetAppliers,
  ...lookups.sheetAppliers,
  ...orders.sheetAppliers,
  ...retail.sheetAppliers,
  ...sales.sheetAppliers,
];

/** Wires every event's list into the area that runs it: once per app built, the same each time. */
export function wireAreaEvents(): void {
  orders.wireCartCancelled(CART_CANCELLED);
  orders.wireCartDelivered(CART_DELIVERED);
  refunds.wireGivenBackElsewhere(GIVEN_BACK_ELSEWHERE);
  sales.wireCartChangeRefund(CART_CHANGE_REFUND);
  sales.wireLinkPayment(LINK_PAYMENT);
  wireSheetAppliers(SHEET_APPLIERS);
}
