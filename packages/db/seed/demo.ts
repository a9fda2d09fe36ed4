import type { Database } from '../src/client';
import { hashPassword } from '../src/passwords';
import { appMeta } from '../src/schema/index';
import { DEMO_PASSWORD, DEMO_STAFF } from './demo-staff';
import { seedDemoCalls } from './calls/calls/demo-calls';
import { seedDemoEscalations } from './calls/escalations/demo-escalations';
import { seedDemoCatalogue } from './sales/catalogue/demo-catalogue';
import { countCouponUses, seedDemoCoupons } from './sales/coupons/demo-coupons';
import { seedDemoAutomation } from './sales/automation/demo-automation';
import { DEMO_ORDER_COUNT, seedDemoOrders } from './orders/demo-orders';
import { paymentDemoOrderCount, seedPaymentDemoOrders } from './sales/payments/payment-demo-orders';
import { seedDemoShippingLabels } from './orders/shipping-labels/demo-shipping-labels';
import { seedDemoCodRemittances } from './sales/payments/demo-cod-remittances';
import { seedStaff } from './staff';
import { seedDemoUploads } from './uploads/demo-uploads';
import { seedDemoRetail } from './retail/demo-retail';
import { seedDemoCashDay } from './retail/demo-cash-day';
import { seedDemoRetailPos } from './retail-pos/demo-retail-pos';
import { seedDemoReturns } from './returns/demo-returns';
import { distributorDemoOrderCount, seedDemoDistribution } from './distribution/demo-distribution';
import { seedDemoQuotations } from './quotations/demo-quotations';
import { seedDemoRefunds } from './refunds/demo-refunds';
import { seedDemoEarnedCredits } from './sales/wallet/demo-earned-credits';

const DEMO_SEED_MARKER = 'demo_seeded_at';

export interface DemoOptions {
  /** How many demo orders (DEMO_ORDER_COUNT by default; 0 for staff only). */
  orders?: number;
}

/**
 * Seeds the demo staff and orders once: the marker row in app_meta makes a second call (or a
 * second process starting at the same moment) do nothing. Answers whether it seeded.
 */
export async function seedDemo(
  db: Database,
  now: Date = new Date(),
  { orders = DEMO_ORDER_COUNT }: DemoOptions = {},
): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_SEED_MARKER, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    for (const { sign_in_role: _role, description: _about, ...account } of DEMO_STAFF) {
      await seedStaff(tx, { ...account, password_hash: passwordHash });
    }
    const paymentOrders = paymentDemoOrderCount(orders);
    const distributorOrders = distributorDemoOrderCount(orders);
    await seedDemoOrders(tx, { count: orders - paymentOrders - distributorOrders, now });
    if (paymentOrders > 0) await seedPaymentDemoOrders(tx, now);
    await seedDemoCalls(tx, { now });
    await seedDemoEscalations(tx, now);
    await seedDemoCatalogue(tx);
    await seedDemoShippingLabels(tx);
    await seedDemoCodRemittances(tx, now);
    await seedDemoReturns(tx, now);
    await seedDemoCoupons(tx, now);
    await seedDemoAutomation(tx, now);
    await seedDemoUploads(tx, now);
    await seedDemoRetail(tx, now);
    await seedDemoCashDay(tx, now);
    await seedDemoRetailPos(tx, now);
    await seedDemoDistribution(tx, now, { orders: distributorOrders > 0 });
    await seedDemoQuotations(tx, now);
    await seedDemoRefunds(tx, now);
    await seedDemoEarnedCredits(tx);
    await countCouponUses(tx);
    return true;
  });
}
