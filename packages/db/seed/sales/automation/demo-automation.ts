import { inArray } from 'drizzle-orm';
import type { Database } from '../../../src/client';
import {
  catalogueSkus,
  priceChanges,
  productHierarchyApprovals,
  productHierarchyRequests,
  rewards,
  uniqueRewardCodes,
} from '../../../src/schema/index';
import { demoAccount } from '../../demo-staff';

const DAY_MS = 86_400_000;

/** The demo partnership rewards: one on (with free one-time codes), one switched off. */
export const DEMO_REWARDS = [
  {
    code: 'COFFEE100',
    partner: 'Blue Bean Coffee',
    description: '₹100 coffee credit with every order',
    active: true,
    days: 365,
  },
  {
    code: 'MOVIE250',
    partner: 'CinemaNow',
    description: '₹250 off two movie tickets',
    active: false,
    days: 90,
  },
] as const;

export const DEMO_UNIQUE_REWARD_CODES = ['COFFEE-A1B2C3', 'COFFEE-D4E5F6'] as const;

/** The item whose sale is scheduled, and the one the pending hierarchy request changes too. */
const SALE_SKU = 'BED-METL-SG-BLK';
const HIERARCHY_SKUS = ['BED-METL-SG-BLK', 'BED-SHEE-KG-TEA-BOX'] as const;

async function skuIds(tx: Database, skus: readonly string[]) {
  const found = await tx
    .select({ id: catalogueSkus.id, sku: catalogueSkus.sku })
    .from(catalogueSkus)
    .where(inArray(catalogueSkus.sku, [...skus]));
  const ids = new Map(found.map((s) => [s.sku, s.id]));
  return (sku: string) => {
    const id = ids.get(sku);
    if (id === undefined) throw new Error(`The demo catalogue has no ${sku}`);
    return id;
  };
}

/**
 * The offer and catalogue automation's demo data, relative to `now`: rewards and their codes, a
 * sale scheduled a week ahead, and a product hierarchy request of the NPL team awaiting
 * approval. Runs after the demo catalogue.
 */
export async function seedDemoAutomation(tx: Database, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const added = await tx
    .insert(rewards)
    .values(
      DEMO_REWARDS.map(({ days, ...reward }) => ({
        ...reward,
        valid_until: at(days),
        created_at: now,
        updated_at: now,
      })),
    )
    .returning({ id: rewards.id, code: rewards.code });
  const coffee = added.find((r) => r.code === 'COFFEE100');
  if (!coffee) throw new Error('The demo rewards have no COFFEE100');
  await tx
    .insert(uniqueRewardCodes)
    .values(
      DEMO_UNIQUE_REWARD_CODES.map((code) => ({ reward_id: coffee.id, code, created_at: now })),
    );

  const idOf = await skuIds(tx, HIERARCHY_SKUS);
  await tx.insert(priceChanges).values({
    sku_id: idOf(SALE_SKU),
    price_paise: 899_900,
    mrp_paise: 1_499_900,
    starts_at: at(7),
    ends_at: at(14),
    status: 'scheduled',
    requested_by_login_id: 1,
  });

  const npl = demoAccount(19);
  const [request] = await tx
    .insert(productHierarchyRequests)
    .values({ requested_by_login_id: npl.login_id, requested_by_name: npl.name, requested_at: now })
    .returning({ id: productHierarchyRequests.id });
  if (!request) throw new Error('The demo hierarchy request was not created');
  await tx.insert(productHierarchyApprovals).values([
    {
      request_id: request.id,
      sheet_row: 2,
      sku_id: idOf('BED-METL-SG-BLK'),
      master_category: 'Furniture',
      product_category: 'Beds',
      product_sub_category: 'Metal Beds',
      new_product_type: 'Single Bed',
      product_material: 'Metal',
      product_model: 'Metal Bed',
      product_series: 'Essentials',
      approval_status: 'PENDING',
    },
    {
      request_id: request.id,
      sheet_row: 3,
      sku_id: idOf('BED-SHEE-KG-TEA-BOX'),
      master_category: 'Furniture',
      product_category: 'Beds',
      product_sub_category: 'Wooden Beds',
      new_product_type: 'King Bed',
      product_material: 'Sheesham Wood',
      approval_status: 'PENDING',
    },
  ]);
}
