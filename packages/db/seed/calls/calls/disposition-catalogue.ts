import { dispositionTreeOf, type DispositionCategory } from '@backoffice/domain/calls/calls';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../src/client';
import { crmDispositionCategories } from '../../../src/schema/index';

/** A category with its sub categories, each with its third categories, in display order. */
type Tree = readonly (readonly [string, readonly (readonly [string, readonly string[]])[]])[];

/**
 * The disposition tree of the retailer's call centre: what a call about a mattress or a piece of
 * furniture ends with, from confirming the order to a complaint after delivery.
 */
export const DISPOSITION_TREE: Tree = [
  [
    'Order Confirmation',
    [
      ['Confirmed', ['Address Verified', 'Address Changed', 'Delivery Date Requested']],
      ['Not Confirmed', ['Customer Wants Time', 'Price Concern', 'Duplicate Order']],
      [
        'Cancellation',
        ['Ordered by Mistake', 'Found Cheaper Elsewhere', 'Delivery Too Late', 'Changed Mind'],
      ],
    ],
  ],
  [
    'Delivery',
    [
      ['Delivery Status', ['Informed EDD', 'Delay Explained', 'Out for Delivery Informed']],
      ['Reschedule', ['Customer Unavailable', 'Site Not Ready', 'Function at Home']],
      ['Access at Site', ['Lift Not Available', 'Narrow Staircase', 'Gated Society Entry']],
    ],
  ],
  [
    'Product Query',
    [
      ['Mattress', ['Firmness and Comfort', 'Size and Thickness', '100 Night Trial']],
      ['Furniture', ['Assembly and Installation', 'Material and Finish', 'Dimensions and Fit']],
      ['Warranty', ['Warranty Terms', 'Warranty Claim Process']],
    ],
  ],
  [
    'Complaint',
    [
      ['Damaged Product', ['Transit Damage', 'Manufacturing Defect', 'Missing Parts']],
      ['Wrong Product', ['Wrong Size', 'Wrong Colour or Fabric', 'Wrong Item']],
      ['Service', ['Delivery Staff Behaviour', 'Installation Not Done', 'Late Delivery']],
    ],
  ],
  [
    'Return / Replacement',
    [
      ['Return Request', ['Comfort Issue in Trial', 'Quality Issue', 'Not as Described']],
      ['Replacement Request', ['Size Exchange', 'Damaged Part Replacement']],
      ['Pickup', ['Pickup Scheduled', 'Pickup Rescheduled']],
    ],
  ],
  [
    'Payment / Refund',
    [
      ['Payment', ['Payment Link Sent', 'Payment Failed', 'EMI Query']],
      ['Refund', ['Refund Status Informed', 'Bank Details Collected', 'Refund Delayed']],
    ],
  ],
  [
    'Call Not Connected',
    [
      ['No Answer', ['Ringing No Response', 'Switched Off', 'Not Reachable']],
      ['Wrong Number', ['Number Does Not Exist', 'Belongs to Someone Else']],
      ['Call Back', ['Customer Busy, Call Back Later', 'Call Dropped']],
    ],
  ],
];

/** Inserts the disposition tree once (nothing when it is there) and answers it with its ids. */
export async function seedDispositionCatalogue(db: Database): Promise<DispositionCategory[]> {
  const existing = await db.select().from(crmDispositionCategories).limit(1);
  if (existing.length === 0) {
    for (const [ci, [category, subs]] of DISPOSITION_TREE.entries()) {
      const parent = await insertNode(db, { level: 1, name: category, sort_order: ci });
      for (const [si, [sub, thirds]] of subs.entries()) {
        const child = await insertNode(db, {
          level: 2,
          name: sub,
          sort_order: si,
          parent_id: parent,
        });
        await db
          .insert(crmDispositionCategories)
          .values(thirds.map((name, ti) => ({ level: 3, name, sort_order: ti, parent_id: child })));
      }
    }
  }
  return readDispositionTree(db);
}

async function insertNode(
  db: Database,
  node: { level: number; name: string; sort_order: number; parent_id?: number },
): Promise<number> {
  const [row] = await db
    .insert(crmDispositionCategories)
    .values(node)
    .returning({ id: crmDispositionCategories.id });
  if (!row) throw new Error('seedDispositionCatalogue: insert returned no row');
  return row.id;
}

/** The active disposition tree, in display order. */
export async function readDispositionTree(db: Database): Promise<DispositionCategory[]> {
  const rows = await db
    .select()
    .from(crmDispositionCategories)
    .where(eq(crmDispositionCategories.is_active, true))
    .orderBy(asc(crmDispositionCategories.sort_order), asc(crmDispositionCategories.id));
  return dispositionTreeOf(rows);
}
