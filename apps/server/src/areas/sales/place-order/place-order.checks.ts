import type { Database } from '@backoffice/db';
import { customers, type CustomerRow, type PincodeRow } from '@backoffice/db/schema';
import type { Principal } from '@backoffice/domain/access';
import { paymentMethodsFor, PAYMENT_METHODS } from '@backoffice/domain/orders';
import { paymentViaMethod } from '@backoffice/domain/sales/payments';
import { availableModes, type TPlaceOrderRequest } from '@backoffice/domain/sales/place-order';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { placeOrderError } from './place-order.errors';
import { knownPincode, requireActiveGst } from '../../lookups/index';
import { orderByRandomId } from '../../orders/index';

const COD_METHOD_ID = PAYMENT_METHODS[0].id;

/**
 * The payment method of the order's payment form: COD, or an online via that placing an order
 * offers this user (000 section 3: Juspay and Retail Affiliate).
 */
export function placeOrderMethod(principal: Principal, input: TPlaceOrderRequest): number {
  if (input.payment.payment_type === 'COD') return COD_METHOD_ID;
  const method = paymentViaMethod(input.payment.payment_via);
  const offered = paymentMethodsFor('place-order', principal).filter((m) => m.type === 'ONLINE');
  if (!method || !offered.some((m) => m.id === method.id)) {
    throw placeOrderError('sales.payment_via_not_offered').at('payment.payment_via');
  }
  return method.id;
}

/**
 * The shipping pincode: known, served, and served for the payment type (cash on delivery only
 * where the directory says its couriers collect cash, never out of the delivery area).
 * Messages of 001 sections 5 and 8.
 */
export async function shippingPlace(db: Database, input: TPlaceOrderRequest): Promise<PincodeRow> {
  const field = 'shipping_address.pincode';
  const place = await knownPincode(db, field, input.shipping_address.pincode);
  if (!place.serviceable) throw placeOrderError('sales.not_serviceable').at(field);
  if (input.payment.payment_type === 'COD' && !availableModes(place).includes('COD')) {
    throw placeOrderError('sales.cod_unavailable').at('payment.payment_type');
  }
  return place;
}

/** The billing pincode when the billing address differs: known to the directory. */
export async function billingPlace(
  db: Database,
  input: TPlaceOrderRequest,
): Promise<PincodeRow | null> {
  if (input.is_billing_address_same || !input.billing_address) return null;
  return knownPincode(db, 'billing_address.pincode', input.billing_address.pincode);
}

/** A GST number on the shipping address must be active on the GST register. */
export async function checkGst(ctx: AppContext, input: TPlaceOrderRequest): Promise<void> {
  const gst = input.shipping_address.gst_number;
  if (gst) await requireActiveGst(ctx, 'shipping_address.gst_number', gst);
}

/** The existing customer named by customer_id (400 on the field when there is none). */
export async function chosenCustomer(
  db: Database,
  customerId: number | null,
): Promise<CustomerRow | null> {
  if (customerId === null) return null;
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw placeOrderError('sales.customer_not_found').at('customer_id');
  return row;
}

/** The order a new order is placed from must exist. */
export async function checkSourceOrder(db: Database, orderRandomId: string | null): Promise<void> {
  if (orderRandomId && !(await orderByRandomId(db, orderRandomId))) {
    throw placeOrderError('sales.source_order_not_found').at('source_order_random_id');
  }
}
