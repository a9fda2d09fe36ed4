import type { Database } from '@backoffice/db';
import type { CustomerRow, PosAddressRow, PosOrderRow } from '@backoffice/db/schema';
import type { AccessConfig, Principal } from '@backoffice/domain/access';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  canForcefullyConfirm,
  deliveryTypeName,
  isPosOrderReadOnly,
  type DocketData,
  type LineDocket,
  type PosOrderDetailAnswer,
  type PosUserAddress,
} from '@backoffice/domain/retail/pos';
import { walletUsableOnOrder } from '@backoffice/domain/sales/wallet';
import { walletBalances } from '../../../sales/index';
import type { PricedPosOrder } from '../order-pricing';

const wire = toWireRupees;

function docketData(docket: LineDocket): DocketData {
  return {
    available_modes: docket.available_modes.map((m) => ({
      delivery_type_id: m.delivery_type_id,
      delivery_type_name: deliveryTypeName(m.delivery_type_id),
      delivery_charges: wire(m.delivery_charges_paise),
      promised_dates: [m.promised_date],
    })),
    fastest_delivery_option: docket.fastest_delivery_option,
    cod_delivery_possible: docket.cod_delivery_possible,
    cod_currently_serviceable: docket.cod_currently_serviceable,
    online_delivery_possible: docket.online_delivery_possible,
  };
}

/** A saved address as the address table shows it (billing is the shipping one unless kept). */
export function userAddress(address: PosAddressRow, selected: boolean): PosUserAddress {
  const billing = address.billing_address;
  return {
    is_selected: selected,
    shipping_address_details: {
      address_id: address.id,
      firstname: address.firstname,
      lastname: address.lastname,
      email_address: address.email_address,
      mobile_number: address.mobile_number,
      address: address.address,
      landmark: address.landmark,
      pincode: address.pincode,
      city: address.city,
      state: address.state,
      alias: address.alias,
      gst_number: address.gst_number,
      gst_organization: address.gst_organization,
    },
    billing_address_details: billing ?? {
      firstname: address.firstname,
      lastname: address.lastname,
      address: address.address,
      landmark: address.landmark,
      pincode: address.pincode,
      city: address.city,
      state: address.state,
    },
  };
}

function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

/** The order detail response (002 section 3) of a priced POS order. */
export async function orderDetailAnswer(
  db: Database,
  input: {
    order: PosOrderRow;
    customer: CustomerRow;
    priced: PricedPosOrder;
    placedOrderRandomId: string | null;
    principal: Principal;
    access: AccessConfig;
    media: Map<string, { url: string; product_thumbnail: string }>;
  },
): Promise<PosOrderDetailAnswer> {
  const { order, customer, priced, principal, access } = input;
  const t = priced.totals;
  const balances = await walletBalances(db, order.customer_id);
  const usable = walletUsableOnOrder(balances, t.total_net_price_paise);
  const name = splitName(customer.name);
  const state = {
    payment_type: order.payment_type,
    is_order_created: order.is_order_created,
    is_order_cancelled: order.is_order_cancelled,
    ptr_id: order.ptr_id,
  };
  return {
    order_detail: {
      order_random_id: order.order_random_id,
      version: order.version,
      retail_store_id: order.retail_store_id,
      cart_detail: priced.lines.map(({ row, docket, delivery_charges_paise }, i) => {
        const line = t.lines[i];
        return {
          id: row.id,
          item_sku: row.item_sku,
          item_dimensions: row.item_dimensions,
          item_model: row.item_model,
          item_quantity: row.item_quantity,
          item_price: wire(row.item_price_paise),
          item_mrp: wire(row.item_mrp_paise),
          net_price: wire(line?.net_price_paise ?? 0),
          net_discount: wire(line?.net_discount_paise ?? 0),
          delivery_charges: wire(delivery_charges_paise),
          delivery_charges_per_qty: wire(line?.delivery_charges_per_qty_paise ?? 0),
          discount_percentage: line?.discount_percentage ?? 0,
          batch_number: row.batch_number,
          is_instant_invoice: row.is_instant_invoice ? 1 : 0,
          delivery_mode: row.delivery_mode,
          product: row.product,
          url: input.media.get(row.item_sku)?.url ?? '',
          product_thumbnail: input.media.get(row.item_sku)?.product_thumbnail ?? '',
          extra_specifications: row.extra_specifications,
          docket_data: docketData(docket),
        };
      }),
      coupon_code: order.coupon_code,
      mobile_number: customer.mobile,
      login_id: customer.id,
      cx_firstname: name.first,
      cx_lastname: name.last,
      cx_login_mobile_number: order.mobile_number,
      pincode: priced.selected?.pincode ?? null,
      payment_type: order.payment_type,
      payment_via: order.payment_via,
      allowed_payment_mode: order.allowed_payment_mode,
      is_order_created: order.is_order_created ? 1 : 0,
      is_order_cancelled: order.is_order_cancelled ? 1 : 0,
      ptr_id: order.ptr_id,
      placed_order_random_id: input.placedOrderRandomId,
      wallet_point_a: wire(order.wallet_a_paise),
      wallet_point_b: wire(order.wallet_b_paise),
      wallet_cashback_amount: wire(t.wallet_used_paise),
      giftcard_used: order.giftcard_paise > 0 ? 1 : 0,
      giftcard_amount: wire(t.giftcard_paise),
      offer_id: order.offer_id,
      bank_offer_saving: wire(t.bank_offer_saving_paise),
      order_created_by_id: order.created_by_login_id,
      order_placed_by_id: order.placed_by_login_id,
      total_net_mrp: wire(t.total_net_mrp_paise),
      total_net_discount: wire(t.total_net_discount_paise),
      total_net_price: wire(t.total_net_price_paise),
      total_delivery_charges: wire(t.total_delivery_charges_paise),
      coupon_discount: wire(t.coupon_discount_paise),
      final_amount: wire(t.final_amount_paise),
      total_discount_percentage: t.total_discount_percentage,
      create_timestamp: order.created_at.toISOString(),
    },
    user_addresses: priced.addresses.map((a) => userAddress(a, a.id === order.shipping_address_id)),
    wallet_data: {
      a_balance: wire(balances.a_balance_paise),
      b_balance: wire(balances.b_balance_paise),
      a_balance_can_be_used: wire(usable.a_paise),
      b_balance_can_be_used: wire(usable.b_paise),
    },
    coupon_detail: priced.coupon
      ? {
          coupon_code: priced.coupon.code,
          description: priced.coupon.description,
          classification_id: priced.coupon.classification_id,
          is_bank_coupon: priced.coupon.is_bank_coupon,
          discount: wire(t.coupon_discount_paise),
        }
      : null,
    can_apply_giftcard: !isPosOrderReadOnly(state) && priced.lines.length > 0,
    can_forcefully_confirm_order: canForcefullyConfirm(principal, state, access),
  };
}
