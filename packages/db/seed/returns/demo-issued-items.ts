import { STATUS } from '@backoffice/domain/orders';
import {
  issueItemTypeLabel,
  returnRequestType,
  type IssueItemTypeId,
} from '@backoffice/domain/returns';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/client';
import {
  auditLog,
  carts,
  catalogueParts,
  catalogueSkus,
  issuedItems,
  orderComments,
  type IssuedItemRow,
  type IssuedPart,
  type NewIssuedItemRow,
} from '../../src/schema/index';
import { demoAccount } from '../demo-staff';
import type { DemoRequest } from './demo-returns';

const HOUR_MS = 3_600_000;
/** Delivered carts that get items issued without a request. */
const DIRECT_ISSUES = 30;
/** The types issued on delivered carts, in turn: missing items most often (the /missing-items list). */
const DIRECT_TYPES: readonly IssueItemTypeId[] = [5, 4, 5, 8, 11, 9];
const MISSING_ITEMS: readonly string[] = [
  'Headboard bolts',
  'Second box of the set',
  'Pillow pair',
  'Drawer handle kit',
  'Assembly manual and allen key',
];
const ACCESSORIES: readonly string[] = ['Bolt covers', 'Leg caps', 'Fabric cleaner', 'Cushion'];
/** Who issues (the customer-experience agent) and who sends the missing items (Operations). */
const ISSUER = 4;
const WAREHOUSE = 10;

/** The first parts of each SKU that has parts, by SKU. */
async function partsBySku(tx: Database): Promise<Map<string, IssuedPart[]>> {
  const rows = await tx
    .select({
      sku: catalogueSkus.sku,
      part_code: catalogueParts.part_code,
      name: catalogueParts.name,
      min_value: catalogueParts.min_value,
    })
    .from(catalogueParts)
    .innerJoin(catalogueSkus, eq(catalogueSkus.model_id, catalogueParts.model_id))
    .orderBy(asc(catalogueParts.position));
  const bySku = new Map<string, IssuedPart[]>();
  for (const row of rows) {
    const parts = bySku.get(row.sku) ?? [];
    if (parts.length < 2) {
      parts.push({
        part_code: row.part_code,
        name: row.name,
        item_quantity: Math.max(1, row.min_value),
      });
    }
    bySku.set(row.sku, parts);
  }
  return bySku;
}

interface IssueOf {
  order_id: number;
  cart_id: number;
  item_sku: string;
  item_quantity: number;
  request_id: number | null;
  type: IssueItemTypeId;
  at: Date;
  n: number;
}

/** An issued item row: parts where the item has them (else packaging), half the missing sent. */
function issueRow(issue: IssueOf, parts: Map<string, IssuedPart[]>): NewIssuedItemRow {
  const itemParts = parts.get(issue.item_sku) ?? [];
  const type: IssueItemTypeId = issue.type === 9 && itemParts.length === 0 ? 4 : issue.type;
  const fulfilled = type === 5 ? issue.n % 2 === 1 : issue.n % 3 === 0;
  const fulfilledAt = new Date(issue.at.getTime() + 30 * HOUR_MS);
  const described =
    type === 5
      ? (MISSING_ITEMS[issue.n % MISSING_ITEMS.length] ?? '')
      : type === 8
        ? (ACCESSORIES[issue.n % ACCESSORIES.length] ?? '')
        : '';
  const issuedParts = type === 9 ? itemParts : [];
  return {
    order_id: issue.order_id,
    cart_id: issue.cart_id,
    request_id: issue.request_id,
    item_type: type,
    description: described,
    quantity:
      type === 9 ? issuedParts.reduce((sum, p) => sum + p.item_quantity, 0) : issue.item_quantity,
    parts_data: issuedParts,
    status: fulfilled ? 'fulfilled' : 'pending',
    comments: issue.n % 4 === 0 ? 'Customer called about it twice' : '',
    created_by_login_id: ISSUER,
    fulfilled_at: fulfilled ? fulfilledAt : null,
    fulfilled_by_login_id: fulfilled ? WAREHOUSE : null,
    created_at: issue.at,
    updated_at: fulfilled ? fulfilledAt : issue.at,
    version: fulfilled ? 2 : 1,
  };
}

/**
 * Items issued in the demo: what each issue request (packaging, a missing item, an accessory,
 * parts, packages) asked for once approved, and items issued without a request on the first
 * delivered carts, so the /missing-items screen has pending and fulfilled rows.
 */
export async function seedDemoIssuedItems(
  tx: Database,
  requests: readonly DemoRequest[],
  now: Date,
): Promise<void> {
  const parts = await partsBySku(tx);
  const worked: readonly number[] = [STATUS.PROCESSING, STATUS.RESOLVED];
  const ofRequests = requests
    .filter(({ request }) => request.kind === 'issue' && worked.includes(request.status))
    .map(({ request, cart }, n): IssueOf => {
      const type = returnRequestType(request.request_type)?.item_type_id;
      return {
        order_id: request.order_id,
        cart_id: cart.id,
        item_sku: cart.item_sku,
        item_quantity: 1,
        request_id: request.id,
        type: type === 4 || type === 5 || type === 8 || type === 9 || type === 11 ? type : 4,
        at: new Date(request.created_at.getTime() + 10 * HOUR_MS),
        n,
      };
    });
  const delivered = await tx
    .select({ id: carts.id, order_id: carts.order_id, item_sku: carts.item_sku })
    .from(carts)
    .where(inArray(carts.orm_order_status, [STATUS.DELIVERED]))
    .orderBy(asc(carts.id))
    .limit(DIRECT_ISSUES);
  const direct = delivered.map((cart, n): IssueOf => ({
    order_id: cart.order_id,
    cart_id: cart.id,
    item_sku: cart.item_sku,
    item_quantity: 1,
    request_id: null,
    type: DIRECT_TYPES[n % DIRECT_TYPES.length] ?? 5,
    at: new Date(now.getTime() - (2 + n * 7) * HOUR_MS),
    n,
  }));
  const rows = [...ofRequests, ...direct].map((issue) => issueRow(issue, parts));
  if (rows.length === 0) return;
  const written = await tx.insert(issuedItems).values(rows).returning();
  await writeIssueHistory(tx, written);
}

/** The order history's sentence and comment of each issue, as the issue call writes them. */
async function writeIssueHistory(tx: Database, written: readonly IssuedItemRow[]): Promise<void> {
  const issuer = demoAccount(ISSUER);
  const what = (item: IssuedItemRow) =>
    item.item_type === 9
      ? item.parts_data.map((p) => `${p.item_quantity} x ${p.name}`).join(', ')
      : [item.description, `quantity ${item.quantity}`].filter(Boolean).join(', ');
  await tx.insert(auditLog).values(
    written.map((item) => ({
      actor_login_id: issuer.login_id,
      actor_role: issuer.role,
      at: item.created_at,
      entity: 'cart',
      entity_id: String(item.cart_id),
      changes: {
        issued_item: {
          before: null,
          after: {
            id: item.id,
            item_type: item.item_type,
            description: item.description || null,
            quantity: item.quantity,
            parts: item.parts_data.map((p) => `${p.item_quantity} x ${p.name}`),
          },
        },
      },
    })),
  );
  await tx.insert(orderComments).values(
    written.map((item) => ({
      order_id: item.order_id,
      cart_id: item.cart_id,
      comment: `${issueItemTypeLabel(item.item_type)} issued: ${what(item)}`,
      by_login_id: issuer.login_id,
      by_role: issuer.role,
      by_name: issuer.name,
      created_at: item.created_at,
    })),
  );
}
