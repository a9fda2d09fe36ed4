import { customers, orders } from '@backoffice/db/schema';
import type { CustomerMatch, CustomerSearchResponse } from '@backoffice/domain/sales/place-order';
import { count, desc, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { addressesOf, toOrderAddress } from '../../orders/index';

/** At most this many customers answer one mobile number (a shared family number). */
export const CUSTOMER_SEARCH_LIMIT = 10;

/**
 * GET /api/customer-search/: the customers whose mobile or alternate mobile is the number,
 * newest first, each with their order count and the addresses of their latest order (the
 * place-order screen starts the addresses from them).
 */
export async function searchCustomers(
  ctx: AppContext,
  mobile: string,
): Promise<CustomerSearchResponse> {
  const found = await ctx.db
    .select()
    .from(customers)
    .where(or(eq(customers.mobile, mobile), eq(customers.alternate_mobile, mobile)))
    .orderBy(desc(customers.id))
    .limit(CUSTOMER_SEARCH_LIMIT);
  const results: CustomerMatch[] = [];
  for (const customer of found) {
    const [counted] = await ctx.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customer_id, customer.id));
    const [latest] = await ctx.db
      .select({ id: orders.id, order_random_id: orders.order_random_id })
      .from(orders)
      .where(eq(orders.customer_id, customer.id))
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(1);
    const addresses = latest ? await addressesOf(ctx.db, latest.id) : [];
    const shipping = addresses.find((a) => a.kind === 'shipping');
    const billing = addresses.find((a) => a.kind === 'billing');
    results.push({
      customer_id: customer.id,
      name: customer.name,
      mobile_number: customer.mobile,
      alternate_mobile_number: customer.alternate_mobile,
      email: customer.email,
      orders_count: Number(counted?.n ?? 0),
      last_order_random_id: latest?.order_random_id ?? null,
      shipping_address: shipping ? toOrderAddress(shipping) : null,
      billing_address: billing ? toOrderAddress(billing) : null,
    });
  }
  return { results };
}
