import { SALES_CHANNELS, type AffiliateId } from '@backoffice/domain/core/channels';
import { salesOrderTotals, type StatusId } from '@backoffice/domain/orders';
import type { NewPincodeRow, PaymentType } from '../../src/schema/index';
import { planCart } from './cart-plan';
import {
  notificationsFor,
  paymentMethodFor,
  paymentsFor,
  paymentTypeFor,
} from './order-payments-plan';
import type { CartPlan, OrderPlan } from './order-plan-types';
import { SERVICEABLE_PINCODES } from './pincode-directory';
import { randomPerson, type Person } from './people';
import type { Rng } from './prng';
import { randomProduct, type DemoProduct } from './products';
import { ageRangeDays, randomAgent, randomStatus } from './status-life';

const DAY_MS = 86_400_000;

/** What a caller may fix about one cart; the rest is drawn at random. */
export interface CartChoice {
  status?: StatusId;
  /** null for unassigned; omitted for the team's usual agents. */
  assigned_login_id?: number | null;
  product?: DemoProduct;
  quantity?: number;
}

/** What a caller may fix about an order; the rest is drawn at random. */
export interface OrderChoice {
  order_random_id: string;
  now: Date;
  affiliate_id?: AffiliateId;
  payment_type?: PaymentType;
  created_at?: Date;
  person?: Person;
  /** An existing customer to order for (person then only names the addresses). */
  customer_id?: number;
  /** How many carts, or each cart's choices. */
  carts?: number | readonly CartChoice[];
  pincode?: NewPincodeRow;
}

/** Channels weighted as the retailer sells: the own channel first, then marketplaces. */
const CHANNEL_WEIGHTS = SALES_CHANNELS.map(
  (c) => [c.id, c.id === 0 ? 40 : [1, 3].includes(c.id) ? 8 : 3] as const,
);

const COUPONS = ['SLEEP10', 'FESTIVE10', 'WELCOME10'] as const;

/** An order with its customer, addresses, carts and payments, consistent with its statuses. */
export function planOrder(rng: Rng, choice: OrderChoice): OrderPlan {
  const affiliate_id = choice.affiliate_id ?? rng.weighted(CHANNEL_WEIGHTS);
  const carts = cartChoices(rng, choice.carts);
  const statuses = carts.map((c) => c.status);
  const created_at = choice.created_at ?? createdAt(rng, statuses, choice.now);
  const payment_type = choice.payment_type ?? paymentTypeFor(rng, affiliate_id);
  const person = choice.person ?? randomPerson(rng);
  const place = choice.pincode ?? rng.pick(SERVICEABLE_PINCODES);
  const coupon_code = rng.chance(0.2) ? rng.pick(COUPONS) : null;

  const cartPlans = carts.map((c, i) => {
    const line = {
      item_price: c.product.price_paise,
      item_mrp: c.product.mrp_paise,
      item_quantity: c.quantity,
      discount: discountOf(rng, c, coupon_code !== null),
      docket_quantity: c.product.docket_quantity * c.quantity,
    };
    const delivery_charges_paise = place.oda ? rng.int(5, 10) * 100_00 : 0;
    return planCart(rng, {
      order_random_id: choice.order_random_id,
      position: i + 1,
      created_at,
      now: choice.now,
      status: c.status,
      assigned_login_id: c.assigned_login_id,
      product: c.product,
      quantity: c.quantity,
      discount_paise: line.discount,
      delivery_charges_paise,
      net_paise:
        salesOrderTotals([line], { couponApplied: coupon_code !== null, outOfDeliveryArea: false })
          .net + delivery_charges_paise,
    });
  });
  const payment_method_id = paymentMethodFor(rng, affiliate_id, payment_type);
  const confirmed_at = confirmedAt(cartPlans);
  const shipping = {
    kind: 'shipping' as const,
    firstname: person.firstname,
    lastname: person.lastname,
    email_address: person.email,
    mobile_number: person.mobile,
    alternate_mobile_number: null,
    address: `${rng.int(1, 999)}, ${rng.pick(STREETS)}`,
    landmark: rng.chance(0.5) ? `Near ${rng.pick(LANDMARKS)}` : null,
    pincode: place.pincode,
    city: place.city,
    state: place.state,
    created_at,
    updated_at: created_at,
  };
  const billingDiffers = rng.chance(0.1);
  return {
    customer: choice.customer_id
      ? { id: choice.customer_id }
      : {
          name: `${person.firstname} ${person.lastname}`,
          mobile: person.mobile,
          alternate_mobile: null,
          email: person.email,
          created_at,
        },
    order: {
      order_random_id: choice.order_random_id,
      affiliate_id,
      order_kind: affiliate_id === 99 ? rng.pick([1, 2]) : 0,
      payment_type,
      payment_method_id,
      coupon_code,
      is_billing_address_same: !billingDiffers,
      confirmed_at,
      created_at,
      updated_at: latest(cartPlans.map((c) => c.cart.status_changed_at ?? created_at)),
    },
    addresses: billingDiffers
      ? [
          shipping,
          {
            ...shipping,
            kind: 'billing',
            address: `${rng.int(1, 99)}, ${rng.pick(STREETS)}`,
            gst_number: '29ABCDE1234F1Z5',
            gst_organization: `${person.lastname} Traders`,
          },
        ]
      : [shipping],
    payments: paymentsFor(rng, payment_method_id, cartPlans, created_at),
    notifications: notificationsFor(rng, cartPlans, confirmed_at),
    carts: cartPlans,
  };
}

/**
 * A line's whole discount. With a coupon the line is totalled at MRP (domain salesOrderTotals),
 * so the discount covers MRP down to the price and the coupon's 10% on top.
 */
function discountOf(rng: Rng, c: Required<CartChoice>, couponApplied: boolean): number {
  const atPrice = c.product.price_paise * c.quantity;
  if (couponApplied)
    return (c.product.mrp_paise - c.product.price_paise) * c.quantity + Math.round(atPrice * 0.1);
  return rng.chance(0.3) ? Math.round((atPrice * rng.int(1, 5)) / 100) : 0;
}

function cartChoices(rng: Rng, carts: OrderChoice['carts']): Required<CartChoice>[] {
  const count = typeof carts === 'number' ? carts : (carts?.length ?? rng.weighted(CART_COUNTS));
  const given = typeof carts === 'object' ? carts : [];
  let first: StatusId | undefined;
  return Array.from({ length: count }, (_, i) => {
    const c = given[i] ?? {};
    // Carts of one order mostly move together.
    const status = c.status ?? (first !== undefined && rng.chance(0.7) ? first : randomStatus(rng));
    first ??= status;
    const product = c.product ?? randomProduct(rng);
    return {
      status,
      assigned_login_id:
        c.assigned_login_id === undefined ? randomAgent(rng, status) : c.assigned_login_id,
      product,
      quantity:
        c.quantity ?? (product.sku.startsWith('PIL-') ? rng.int(1, 4) : rng.chance(0.1) ? 2 : 1),
    };
  });
}

const CART_COUNTS = [
  [1, 55],
  [2, 25],
  [3, 12],
  [4, 8],
] as const;

/** A creation time old enough for every cart's status and recent enough for the newest. */
function createdAt(rng: Rng, statuses: readonly StatusId[], now: Date): Date {
  const ranges = statuses.map(ageRangeDays);
  const low = Math.max(...ranges.map(([min]) => min));
  const high = Math.max(low, Math.min(...ranges.map(([, max]) => max)));
  // At least two hours old: the known orders (known-orders.ts) are the newest of the demo.
  const ageMs = (low + rng.next() * (high - low)) * DAY_MS + (2 + rng.next()) * 3_600_000;
  return new Date(now.getTime() - ageMs);
}

/** When a cart of the order was first confirmed (Confirmed or Confirmed with customization). */
function confirmedAt(carts: readonly CartPlan[]): Date | null {
  const times = carts.flatMap((c) =>
    c.audit
      .filter((a) => [2, 3].includes(Number(a.changes.orm_order_status?.after)))
      .map((a) => a.at.getTime()),
  );
  return times.length ? new Date(Math.min(...times)) : null;
}

function latest(times: readonly Date[]): Date {
  return new Date(Math.max(...times.map((t) => t.getTime())));
}

const STREETS = [
  '4th Cross, Indiranagar',
  'MG Road',
  'Linking Road, Bandra West',
  'Sector 21, Dwarka',
  'Anna Salai',
  'Banjara Hills Road No. 12',
  'Salt Lake Sector V',
  'FC Road, Shivajinagar',
  'CG Road, Navrangpura',
  'MI Road',
  'Hazratganj',
  'Marine Drive',
] as const;

const LANDMARKS = [
  'the metro station',
  'City Hospital',
  'the post office',
  'Central Mall',
  'the temple',
] as const;
