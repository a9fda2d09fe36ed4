import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/client';
import {
  carts,
  customers,
  orderAddresses,
  orders,
  type CartRow,
  type CustomerRow,
  type NewCustomerRow,
  type OrderAddressRow,
  type OrderRow,
} from '../../src/schema/index';
import { randomOrderId } from './order-ids';
import { planOrder, type OrderChoice } from './order-plan';
import { randomPerson, type Person } from './people';
import { createRng } from './prng';
import { writeOrderPlans } from './write-plans';

// Each call without a seed draws from the next seed: repeatable runs, distinct orders.
let unseededCalls = 0;
const nextSeed = () => 7_000 + ++unseededCalls;

export type CustomerOverrides = Partial<NewCustomerRow> & { seed?: number };

/** Inserts one customer with a random Indian name, mobile and e-mail unless given. */
export async function seedCustomer(
  db: Database,
  overrides: CustomerOverrides = {},
): Promise<CustomerRow> {
  const { seed = nextSeed(), ...fields } = overrides;
  const person = randomPerson(createRng(seed));
  const [row] = await db
    .insert(customers)
    .values({
      name: `${person.firstname} ${person.lastname}`,
      mobile: person.mobile,
      email: person.email,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('seedCustomer: insert returned no row');
  return row;
}

export type OrderOverrides = Partial<Omit<OrderChoice, 'person'>> & {
  /** The customer's (and shipping address's) name, mobile and e-mail; random where omitted. */
  person?: Partial<Person>;
  seed?: number;
};

/** An order as seedOrder wrote it. */
export interface SeededOrder {
  order: OrderRow;
  customer: CustomerRow;
  addresses: OrderAddressRow[];
  carts: CartRow[];
}

/**
 * Inserts one order with its customer (the one of its mobile when there is one), addresses, carts
 * (1 to 4 unless given) and what their statuses imply: comments, audit entries, payments,
 * dockets, invoices; the tab counts follow.
 */
export async function seedOrder(
  db: Database,
  overrides: OrderOverrides = {},
): Promise<SeededOrder> {
  const { seed = nextSeed(), person, ...choice } = overrides;
  const rng = createRng(seed);
  const order_random_id = randomOrderId(rng);
  const buyer = { ...randomPerson(rng), ...person };
  return db.transaction(async (tx) => {
    // One customer per mobile: a second order for the same mobile is that customer's.
    const [known] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.mobile, buyer.mobile));
    const plan = planOrder(rng, {
      order_random_id,
      now: new Date(),
      ...(known ? { customer_id: known.id } : {}),
      ...choice,
      person: buyer,
    });
    const [written] = await writeOrderPlans(tx, [plan]);
    if (!written) throw new Error('seedOrder: nothing written');
    const [order] = await tx.select().from(orders).where(eq(orders.id, written.order_id));
    const [customer] = await tx
      .select()
      .from(customers)
      .where(eq(customers.id, written.customer_id));
    if (!order || !customer) throw new Error('seedOrder: order not found after writing it');
    return {
      order,
      customer,
      addresses: await tx
        .select()
        .from(orderAddresses)
        .where(eq(orderAddresses.order_id, order.id))
        .orderBy(orderAddresses.id),
      carts: await tx
        .select()
        .from(carts)
        .where(inArray(carts.id, written.cart_ids))
        .orderBy(carts.id),
    };
  });
}
