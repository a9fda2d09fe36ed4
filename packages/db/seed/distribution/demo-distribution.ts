import type { Database } from '../../src/client';
import {
  dealerCreditApprovals,
  dealerCreditEntries,
  distributorPrices,
  distributors,
  type DistributorDbRow,
} from '../../src/schema/index';
import { DEMO_PRODUCTS, type DemoProduct } from '../orders/products';
import { seedDistributorOrder, type DemoDistributorLine } from './demo-distributor-orders';
import { DEMO_DISTRIBUTORS, demoDistributorRow } from './demo-distributors';

const DAY_MS = 86_400_000;
const DISTRIBUTION_MANAGER_LOGIN_ID = 17;
const FINANCE_POD_LEADER_LOGIN_ID = 8;

/** The SKUs with a distributor price in the demo: the mattresses and beds. */
const PRICED = DEMO_PRODUCTS.filter((p) => p.sku.startsWith('MAT-') || p.sku.startsWith('BED-'));

/** The demo's distributor price: 72% of the catalogue price, in whole rupees. */
const distributorPriceOf = (p: DemoProduct) => Math.round((p.price_paise * 0.72) / 100) * 100;

function line(sku: string, quantity: number): DemoDistributorLine {
  const product = PRICED.find((p) => p.sku === sku);
  if (!product) throw new Error(`demo distribution: ${sku} has no distributor price`);
  return {
    product,
    quantity,
    price_paise: distributorPriceOf(product),
    dealer_cx_price_paise: product.price_paise,
  };
}

/** The distributor orders of the demo: three, counted in the demo's orders (none below 100). */
export function distributorDemoOrderCount(orders: number): number {
  return orders >= 100 ? 3 : 0;
}

/**
 * The demo's distribution (docs/distribution.md): distributors in every status, the price list,
 * credit uploaded and given by hand, a manual credit pending a Finance pod leader's approval, and
 * three distributor orders (two on credit, debited from the ledger, one cash on delivery).
 */
export async function seedDemoDistribution(
  db: Database,
  now: Date,
  { orders }: { orders: boolean },
): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const rows = await db
    .insert(distributors)
    .values(
      DEMO_DISTRIBUTORS.map((d) => ({
        ...demoDistributorRow(d, daysAgo(30)),
        created_by_login_id: DISTRIBUTION_MANAGER_LOGIN_ID,
      })),
    )
    .returning();
  const byCode = new Map<string, DistributorDbRow>(rows.map((r) => [r.distributor_code, r]));
  const of = (code: string): DistributorDbRow => {
    const row = byCode.get(code);
    if (!row) throw new Error(`demo distribution: no distributor ${code}`);
    return row;
  };
  await db.insert(distributorPrices).values(
    PRICED.map((p) => ({
      item_sku: p.sku,
      price_paise: distributorPriceOf(p),
      dealer_cx_price_paise: p.price_paise,
      updated_by_login_id: DISTRIBUTION_MANAGER_LOGIN_ID,
      created_at: daysAgo(20),
      updated_at: daysAgo(20),
    })),
  );
  const credit = (
    code: string,
    amountPaise: number,
    source: 'upload' | 'manual',
    remark: string,
    days: number,
  ) => ({
    distributor_id: of(code).id,
    transaction_type: 'Credit',
    amount_paise: amountPaise,
    source,
    remark,
    transaction_at: daysAgo(days),
    created_by_login_id:
      source === 'manual' ? FINANCE_POD_LEADER_LOGIN_ID : DISTRIBUTION_MANAGER_LOGIN_ID,
    created_at: daysAgo(days),
  });
  await db
    .insert(dealerCreditEntries)
    .values([
      credit('SAP-DL-1001', 2_50_000_00, 'upload', 'Advance received by NEFT', 14),
      credit('SAP-DL-1001', 25_000_00, 'manual', 'Festive scheme credit', 6),
      credit('SAP-MH-2001', 1_00_000_00, 'upload', 'Advance received by RTGS', 12),
      credit('SAP-KA-3001', 40_000_00, 'upload', 'Opening credit points', 10),
    ]);
  // Above the approval threshold: it waits for the Finance pod leader, in no balance.
  await db.insert(dealerCreditApprovals).values({
    distributor_id: of('SAP-DL-1001').id,
    source: 'manual',
    amount_paise: 2_00_000_00,
    remark: 'Diwali scheme credit',
    transaction_at: daysAgo(1),
    raised_by_login_id: DISTRIBUTION_MANAGER_LOGIN_ID,
    raised_at: daysAgo(1),
  });
  if (!orders) return;
  await seedDistributorOrder(db, {
    distributor: of('SAP-DL-1001'),
    lines: [line('MAT-ORTHO-72x36x6', 4), line('MAT-MEMF-75x60x8', 2)],
    mode: 'CREDIT',
    at: daysAgo(3),
    seed: 51_001,
  });
  await seedDistributorOrder(db, {
    distributor: of('SAP-MH-2001'),
    lines: [line('BED-SHEE-QN-WAL', 1), line('MAT-ORTHO-78x60x8', 2)],
    mode: 'CREDIT',
    at: daysAgo(2),
    seed: 51_002,
  });
  await seedDistributorOrder(db, {
    distributor: of('SAP-KA-3001'),
    lines: [line('MAT-DUAL-72x48x5', 3)],
    mode: 'COD',
    at: daysAgo(1),
    seed: 51_003,
  });
}
