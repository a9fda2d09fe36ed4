import type { PincodeRow } from '@backoffice/db/schema';
import { isPreDelivery } from '@backoffice/domain/orders';
import {
  availableModes,
  linePricing,
  ODA_CHARGE_PER_DOCKET_PAISE,
  PLACE_ORDER_MESSAGES as M,
  promiseLine,
  type DeliveryPrice,
  type PromiseEngineResponse,
  type TAddressServiceCheckRequest,
  type TPromiseEngineRequest,
} from '@backoffice/domain/sales/place-order';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { cartsOfOrder, orderByRandomId, orderNotFound } from '../../orders/index';
import { deliveryPriceOf, knownPincode } from '../../lookups/index';
import { catalogueLines, listField } from './order-lines';

/** A line to promise: the item and, for an existing cart, the delivery charges it carries. */
interface LineToPromise {
  cart_pid: number | null;
  item_sku: string;
  item_full_name: string;
  item_dimensions: string;
  item_quantity: number;
  /** Paise per unit. */
  price_paise: number;
  /** Paise the cart already carries for delivery; null for a new order's line. */
  carried_paise: number | null;
}

/** The message a pincode's promise shows: not served, out of the delivery area, or none. */
function areaMessage(place: PincodeRow): string | null {
  if (!place.serviceable) return M.notServiceable;
  return place.oda ? M.outOfDeliveryArea(ODA_CHARGE_PER_DOCKET_PAISE) : null;
}

/**
 * The ODA data of lines delivered to a pincode (001 section 3), rupees on the wire; the delivery
 * charges are the pincode's delivery price where it has one.
 */
function promiseAnswer(
  place: PincodeRow,
  price: DeliveryPrice | null,
  lines: LineToPromise[],
  now: Date,
): PromiseEngineResponse {
  let pending = 0;
  let total = 0;
  const pricing = linePricing(price, lines);
  const details = lines.map((line) => {
    const promised = promiseLine(place, line.item_quantity, now, pricing);
    const owed = Math.max(0, promised.delivery_charges - (line.carried_paise ?? 0));
    pending += owed;
    total += promised.delivery_charges;
    return {
      cart_pid: line.cart_pid,
      item_sku: line.item_sku,
      item_full_name: line.item_full_name,
      item_dimensions: line.item_dimensions,
      item_quantity: line.item_quantity,
      cod_edd: promised.cod_edd,
      online_edd: promised.online_edd,
      delivery_charges: toWireRupees(promised.delivery_charges),
      docket_quantity: promised.docket_quantity,
      cod_oda_charges: toWireRupees(promised.cod_oda_charges),
      online_oda_charges: toWireRupees(promised.online_oda_charges),
      delivery_charges_status: owed > 0 ? ('PENDING' as const) : ('PAID' as const),
      cod_delivery_possible: promised.cod_delivery_possible,
      online_delivery_possible: promised.online_delivery_possible,
    };
  });
  const modes = availableModes(place);
  return {
    pincode: place.pincode,
    city: place.city,
    state: place.state,
    delivery_possible: place.serviceable,
    cod_serviceable: modes.includes('COD'),
    is_oda_location: place.oda,
    available_modes: modes,
    message: areaMessage(place),
    cart_details: details,
    total_delivery_charges: toWireRupees(total),
    total_payable: toWireRupees(pending),
  };
}

/**
 * POST /api/promise-engine/: whether a new order's lines can be delivered to a pincode, by which
 * payment types, when, and at what ODA charge. An unknown pincode is a 400 "Invalid Pin Code!";
 * an unserviceable one answers delivery_possible false with "Pincode is not serviceable".
 */
export async function promiseEngine(
  ctx: AppContext,
  input: TPromiseEngineRequest,
): Promise<PromiseEngineResponse> {
  const place = await knownPincode(ctx.db, 'pincode', input.pincode);
  const lines = await catalogueLines(ctx.db, input.carts, listField('carts'));
  return promiseAnswer(
    place,
    await deliveryPriceOf(ctx.db, place.pincode),
    lines.map((l) => ({ ...l, cart_pid: null, carried_paise: null })),
    ctx.now(),
  );
}

/**
 * POST /api/order/address-modification-service-check/: the promise of an existing order's carts
 * not yet delivered if they went to another pincode. A line whose cart already carries its
 * charge is PAID (shown as Recorded); a new ODA charge is PENDING, and total_payable is what the
 * move would cost on top.
 */
export async function addressServiceCheck(
  ctx: AppContext,
  input: TAddressServiceCheckRequest,
): Promise<PromiseEngineResponse> {
  const found = await orderByRandomId(ctx.db, input.order_random_id);
  if (!found) throw orderNotFound();
  const place = await knownPincode(ctx.db, 'pincode', input.pincode);
  const carts = (await cartsOfOrder(ctx.db, found.order.id)).filter((c) =>
    isPreDelivery(c.orm_order_status),
  );
  return promiseAnswer(
    place,
    await deliveryPriceOf(ctx.db, place.pincode),
    carts.map((c) => ({
      cart_pid: c.id,
      item_sku: c.item_sku,
      item_full_name: c.item_name,
      item_dimensions: c.item_dimensions,
      item_quantity: c.item_quantity,
      price_paise: c.price_paise,
      carried_paise: c.delivery_charges_paise,
    })),
    ctx.now(),
  );
}
