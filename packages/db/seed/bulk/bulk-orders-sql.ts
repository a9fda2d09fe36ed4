import { RANDOM_ID_LENGTH } from '@backoffice/domain/core/constants';
import { SALES_CHANNELS } from '@backoffice/domain/core/channels';
import { STATUS } from '@backoffice/domain/orders';
import { BULK_PARAMETERS, bulkParameter, type BulkParameterName } from './bulk-catalogues';

/*
 * One statement writes a chunk of orders entirely inside PostgreSQL: customers, orders, shipping
 * addresses, 1 to 4 carts each, a status comment per cart and the payment of online orders,
 * drawn with random() (the caller seeds it with setseed, so a run is repeatable). Its own
 * parameters: $1 and $2 the chunk's first and last order number, $3 and $4 the first customer
 * and order id (reserved from the sequences); the catalogues follow (BULK_PARAMETERS).
 */

const OWN_PARAMETERS = 4;
const p = (name: BulkParameterName) => bulkParameter(name, OWN_PARAMETERS);
const pick = (name: BulkParameterName) =>
  `${p(name)}[1 + floor(random() * cardinality(${p(name)}))::int]`;

// Channels by weight: the own channel about 40%, the large marketplaces next.
const CHANNELS = SALES_CHANNELS.flatMap((c) =>
  Array<number>(c.id === 0 ? 14 : [1, 3].includes(c.id) ? 3 : 1).fill(c.id),
);

// Orders still waiting for their first confirmation call have no confirmed time.
const UNCONFIRMED = [STATUS.NEW_ORDER, STATUS.CALL_NOT_CONNECTED, STATUS.CALL_NOT_RECEIVED];

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ID_SPACE = 36 ** RANDOM_ID_LENGTH;
// Odd and not a multiple of 3, hence coprime with 36^8: g -> g * K mod 36^8 never repeats; near
// 36^8 times the golden ratio, so consecutive orders get unlike ids.
const SCRAMBLE = 1_743_559_000_001;

/** The order id of order number g: a scrambled g written in base 36 (unique, random-looking). */
const orderRandomId = (x: string) =>
  Array.from({ length: RANDOM_ID_LENGTH }, (_, i) => {
    const place = 36 ** (RANDOM_ID_LENGTH - 1 - i);
    return `substr('${ALPHABET}', ((${x} / ${place}) % 36)::int + 1, 1)`;
  }).join(' || ');

export const BULK_CHUNK_SQL = `
with src as materialized (
  select g,
    $3::bigint + g - $1 as customer_id,
    $4::bigint + g - $1 as order_id,
    ${pick('first_names')} as firstname,
    ${pick('last_names')} as lastname,
    1 + floor(random() * cardinality(${p('pincodes')}))::int as place,
    (array[${CHANNELS.join(', ')}])[1 + floor(random() * ${CHANNELS.length})::int] as affiliate_id,
    now() - (2 + random() * 118 * 24) * interval '1 hour' as created_at,
    random() as r_pay,
    ${pick('statuses')} as order_status,
    (array[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4])[1 + floor(random() * 20)::int]
      as cart_count,
    (g::bigint * ${SCRAMBLE}) % ${ID_SPACE} as x
  from generate_series($1::bigint, $2::bigint) g
),
people as materialized (
  select src.*,
    -- One customer per mobile: 79 and 8 digits, distinct for every g below 10^8 and never a
    -- demo customer's (random ones start with 6, 8 or 9, the known orders' with 70 or 71).
    '79' || lpad(((g * 104729) % 100000000)::text, 8, '0') as mobile,
    r_pay < (case when affiliate_id = 0 then 0.4 else 0.15 end) as cod
  from src
),
new_customers as (
  insert into customers (id, name, mobile, email, created_at)
  select customer_id, firstname || ' ' || lastname, mobile,
    lower(firstname || '.' || lastname || '.' || g) || '@example.com', created_at
  from people
),
new_orders as (
  insert into orders (id, order_random_id, affiliate_id, order_kind, customer_id, payment_type,
    payment_method_id, confirmed_at, created_at, updated_at)
  select order_id, ${orderRandomId('x')}, affiliate_id,
    case when affiliate_id = 99 then 1 else 0 end, customer_id,
    case when cod then 'COD' else 'ONLINE' end,
    case when cod then 1 when affiliate_id in (8, 13, 99) then 5 else 2 end,
    case when order_status not in (${UNCONFIRMED.join(', ')}) then created_at + interval '2 hours' end,
    created_at, created_at
  from people
),
new_addresses as (
  insert into order_addresses (order_id, kind, firstname, lastname, mobile_number, address,
    pincode, city, state, created_at, updated_at)
  select order_id, 'shipping', firstname, lastname, mobile, (1 + g % 999) || ', MG Road',
    ${p('pincodes')}[place], ${p('cities')}[place], ${p('states')}[place], created_at, created_at
  from people
),
cart_src as materialized (
  select pp.order_id, pp.affiliate_id, pp.created_at,
    case when random() < 0.8 then pp.order_status else ${pick('statuses')} end as status,
    1 + floor(random() * cardinality(${p('skus')}))::int as product,
    random() as r_agent, random() as r_time, random() as r_discount
  from people pp cross join lateral generate_series(1, pp.cart_count) k
),
new_carts as (
  insert into carts (order_id, affiliate_id, item_sku, item_name, item_dimensions, item_quantity,
    price_paise, mrp_paise, discount_paise, docket_quantity, is_locked, orm_order_status,
    status_changed_at, promised_date, delivered_at, assigned_login_id, version, created_at,
    updated_at)
  select order_id, affiliate_id, ${p('skus')}[product], ${p('product_names')}[product],
    ${p('dimensions')}[product], 1, ${p('prices')}[product], ${p('mrps')}[product],
    case when r_discount < 0.3 then ${p('prices')}[product] * (1 + floor(r_discount * 15))::int / 100
      else 0 end,
    ${p('dockets')}[product], status = any(${p('invoiced_statuses')}), status,
    created_at + r_time * (now() - created_at),
    (created_at + (7 + floor(r_time * 14)) * interval '1 day')::date,
    case when status = any(${p('delivered_statuses')})
      then created_at + r_time * 0.8 * (now() - created_at) end,
    case
      when status = any(${p('oc_statuses')})
        then case when r_agent < 0.5 then 2 when r_agent < 0.65 then 25 end
      when status = any(${p('rt_statuses')})
        then case when r_agent < 0.55 then 3 when r_agent < 0.7 then 26 end
      else case when r_agent < 0.3 then 3 when r_agent < 0.5 then 26 end
    end,
    case when status = ${STATUS.NEW_ORDER} then 1 else 2 end,
    created_at, created_at + r_time * (now() - created_at)
  from cart_src
  returning id, order_id, orm_order_status, assigned_login_id, status_changed_at, price_paise,
    item_quantity, discount_paise
),
new_comments as (
  insert into order_comments (order_id, cart_id, order_status, comment, by_login_id, by_role,
    by_name, created_at)
  select c.order_id, c.id, c.orm_order_status, 'Spoke to the customer; status updated.',
    s.login_id, s.role, s.name, c.status_changed_at
  from new_carts c join staff s on s.login_id = coalesce(c.assigned_login_id, 6)
)
insert into order_payments (order_id, method_id, amount_paise, status, reference, created_at)
select c.order_id, min(case when pp.affiliate_id in (8, 13, 99) then 5 else 2 end),
  sum(c.price_paise * c.item_quantity - c.discount_paise), 'paid', 'pay_' || c.order_id,
  min(pp.created_at) + interval '1 minute'
from new_carts c join people pp on pp.order_id = c.order_id
where not pp.cod
group by c.order_id`;

/** The parameters of BULK_CHUNK_SQL for one chunk. */
export function bulkChunkParameters(
  first: number,
  last: number,
  customerBase: number,
  orderBase: number,
): unknown[] {
  return [first, last, customerBase, orderBase, ...Object.values(BULK_PARAMETERS)];
}
