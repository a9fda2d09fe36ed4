import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import { classifySearchTerm } from '@backoffice/domain/orders';
import type pg from 'pg';
import {
  cartsOfOrders,
  countMatchingOrders,
  matchingOrders,
  matchingOrderPage,
} from '@backoffice/server/areas/orders';
import type { capturingDatabase, Statement } from '../lib/sql-capture';
import type { BenchCase } from './bench-case';

/** Search terms of real orders, one list per kind of key. */
type Terms = Record<'order_id' | 'cart_id' | 'mobile' | 'email' | 'name' | 'first_name', string[]>;

/** Terms of `count` orders picked at random: what staff type into universal search. */
export async function sampleTerms(pool: pg.Pool, count: number): Promise<Terms> {
  const { rows } = await pool.query<{
    order_random_id: string;
    cart_id: string;
    mobile: string;
    email: string;
    name: string;
  }>(
    `select o.order_random_id, (select min(id) from carts where order_id = o.id)::text as cart_id,
       c.mobile, c.email, c.name
     from orders o join customers c on c.id = o.customer_id
     order by random() limit $1`,
    [count],
  );
  return {
    order_id: rows.map((r) => r.order_random_id),
    cart_id: rows.map((r) => r.cart_id),
    mobile: rows.map((r) => r.mobile),
    email: rows.map((r) => r.email),
    name: rows.map((r) => r.name.toLowerCase()),
    first_name: rows.map((r) => r.name.split(' ')[0] ?? r.name),
  };
}

/**
 * Universal search by each kind of key. The statements are those of order-search.service.ts's
 * search(): the matched orders' count and page (order-search.queries.ts), then their carts.
 */
export async function searchCases(
  terms: Terms,
  capture: ReturnType<typeof capturingDatabase>['capture'],
  token: string,
): Promise<BenchCase[]> {
  const page = { limit: ORDER_LIST_PAGE_SIZE, offset: 0 };
  const statementsOf = (term: string): Promise<Statement[]> =>
    capture(async (db) => {
      const key = classifySearchTerm(term);
      const matched = key && matchingOrders(key);
      if (!matched) throw new Error(`"${term}" is not a search the bench can run`);
      await countMatchingOrders(db, matched);
      const rows = await matchingOrderPage(db, matched, page);
      await cartsOfOrders(
        db,
        rows.map((r) => r.order.id),
      );
    });
  const labels: Record<keyof Terms, string> = {
    order_id: 'search: order id',
    cart_id: 'search: cart id',
    mobile: 'search: mobile',
    email: 'search: e-mail',
    name: 'search: full name',
    first_name: 'search: first name only',
  };
  const cases: BenchCase[] = [];
  for (const [kind, label] of Object.entries(labels) as [keyof Terms, string][]) {
    const list = terms[kind];
    const statements: Statement[][] = [];
    for (const term of list) statements.push(await statementsOf(term));
    const at = <T>(items: readonly T[], i: number) => items[i % items.length] as T;
    cases.push({
      name: label,
      token,
      path: (i) =>
        `/api/universal-order-search/?search=${encodeURIComponent(at(list, i))}&limit=${page.limit}&offset=0`,
      statements: (i) => at(statements, i),
    });
  }
  return cases;
}
