import type { Database } from '../../src/client';
import { posDevices } from '../../src/schema/index';
import { seedDemoPosCustomers } from './demo-pos-customers';
import { seedDemoPosOffers } from './demo-pos-offers';
import { seedDemoPosOrders } from './demo-pos-orders';
import { DEMO_POS_DEVICES } from './demo-pos-plan';

/**
 * The point of sale's demo (docs/retail.md "POS demo data"): POS devices per store, walk-in
 * customers with addresses and wallet credit, bank offers with BIN ranges and a product offer,
 * and POS orders in every state. Run inside the demo seed's transaction, after the retail
 * stores, the catalogue and the coupons.
 */
export async function seedDemoRetailPos(db: Database, now: Date): Promise<void> {
  await db.insert(posDevices).values(DEMO_POS_DEVICES.map((d) => ({ ...d, created_at: now })));
  const customers = await seedDemoPosCustomers(db, now);
  const offers = await seedDemoPosOffers(db, now);
  await seedDemoPosOrders(db, now, customers, offers);
}
