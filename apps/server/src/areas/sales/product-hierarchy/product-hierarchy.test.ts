import {
  catalogueSkuHierarchies,
  catalogueSkus,
  productHierarchyRequests,
} from '@backoffice/db/schema';
import {
  AUTOMATION_MESSAGES as A,
  HIERARCHY_MESSAGES as M,
  type SheetCells,
} from '@backoffice/domain/uploads';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { applySheet, auditOfEntity, uploader } from '../apply-sheet.test-support';
import { productConfigurationApplier } from './product-configuration.applier';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp({ env: { PRODUCT_HIERARCHY_ROLES: 'ADMIN' } });
  call = callsAs(t);
});
afterAll(() => t.close());

const ADMIN_ID = 1;
const NPL_ID = 19;
const NPL = uploader(NPL_ID, 'NPL Team', 'NPL');

const METAL = {
  sku: 'BED-METL-SG-BLK',
  master_category: 'Furniture',
  product_category: 'Beds',
  product_sub_category: 'Metal Beds',
  new_product_type: 'Single Bed',
  product_material: 'Metal',
};

const ROWS: SheetCells[] = [
  METAL,
  {
    sku: 'BED-SHEE-KG-TEA-BOX',
    master_category: 'Furniture',
    product_category: 'Beds',
    product_sub_category: 'Wooden Beds',
    new_product_type: 'King Bed',
  },
];

/** Applies a product configuration sheet and answers the request it made. */
async function newRequest(): Promise<number> {
  await applySheet(t, productConfigurationApplier, NPL, ROWS);
  const [latest] = await t.db
    .select({ request_id: productHierarchyRequests.id })
    .from(productHierarchyRequests)
    .orderBy(desc(productHierarchyRequests.id))
    .limit(1);
  if (!latest) throw new Error('no request');
  return latest.request_id;
}

const hierarchyOf = async (sku: string) => {
  const [row] = await t.db
    .select({ h: catalogueSkuHierarchies })
    .from(catalogueSkuHierarchies)
    .innerJoin(catalogueSkus, eq(catalogueSkus.id, catalogueSkuHierarchies.sku_id))
    .where(eq(catalogueSkus.sku, sku));
  return row?.h;
};

describe('the product configuration sheet', () => {
  it('makes one request of PENDING rows and changes no item yet', async () => {
    const requestId = await newRequest();
    const response = await call.get(
      `/api/product-hierarchy-approval/?request_id=${requestId}`,
      ADMIN_ID,
    );
    expect(response.statusCode).toBe(200);
    const request = response.json();
    expect(request).toMatchObject({ request_id: requestId, pending: 2 });
    expect(request.requested_by).toEqual({ login_id: NPL_ID, name: 'NPL Team' });
    expect(request.approval_requests[1]).toMatchObject({
      sku: 'BED-SHEE-KG-TEA-BOX',
      approval_status: 'PENDING',
      product_hierarchy_data: { new_product_type: 'King Bed', product_material: null },
      approved_by: null,
    });
    expect(await hierarchyOf('BED-METL-SG-BLK')).toBeUndefined();
    expect(await auditOfEntity(t, 'product_hierarchy_request', requestId)).toHaveLength(1);
  });

  it('refuses an unknown SKU', async () => {
    const answers = await applySheet(t, productConfigurationApplier, NPL, [
      { ...METAL, sku: 'NO-SUCH-SKU' },
    ]);
    expect(answers).toEqual([
      { row: 2, ok: false, column: 'SKU', message: A.skuNotFound('NO-SUCH-SKU') },
    ]);
  });
});

describe('approving product hierarchy', () => {
  it('approves one row, then all the pending ones, leaving the approved row as it is', async () => {
    const requestId = await newRequest();
    const first = (
      await call.get(`/api/product-hierarchy-approval/?request_id=${requestId}`, ADMIN_ID)
    ).json();
    const [metal, wooden] = first.approval_requests;

    const one = await call.post('/api/product-hierarchy-approval/approve/', ADMIN_ID, {
      request_id: requestId,
      approval_ids: [metal.approval_id],
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ message: M.approved, approved: 1, request: { pending: 1 } });
    expect(await hierarchyOf('BED-METL-SG-BLK')).toMatchObject({
      product_sub_category: 'Metal Beds',
      product_material: 'Metal',
    });

    const all = await call.post('/api/product-hierarchy-approval/approve/', ADMIN_ID, {
      request_id: requestId,
      approval_ids: [],
    });
    expect(all.json()).toMatchObject({ message: M.approved, approved: 1, request: { pending: 0 } });
    const rows = all.json().request.approval_requests;
    expect(rows.map((r: { approval_status: string }) => r.approval_status)).toEqual([
      'APPROVED',
      'APPROVED',
    ]);
    expect(rows[0].approved_by).toEqual({ login_id: ADMIN_ID, name: expect.any(String) });
    expect(await hierarchyOf('BED-SHEE-KG-TEA-BOX')).toMatchObject({
      new_product_type: 'King Bed',
    });
    expect(await auditOfEntity(t, 'product_hierarchy_approval', wooden.approval_id)).toHaveLength(
      1,
    );

    const again = await call.post('/api/product-hierarchy-approval/approve/', ADMIN_ID, {
      request_id: requestId,
      approval_ids: [],
    });
    expect(again.json()).toMatchObject({ message: M.nonePending, approved: 0 });
  });

  it('lists the requests with pending rows for the approvers only', async () => {
    const requestId = await newRequest();
    const list = await call.get('/api/product-configuration/requests/', ADMIN_ID);
    expect(list.statusCode).toBe(200);
    expect(list.json().results[0]).toMatchObject({ request_id: requestId, rows: 2, pending: 2 });
    expect((await call.get('/api/product-configuration/requests/', NPL_ID)).statusCode).toBe(403);
  });

  it.each([
    ['an unknown request', { request_id: 999_999, approval_ids: [] }, 404, M.requestNotFound],
    [
      'an approval of another request',
      { request_id: 1, approval_ids: [999_999] },
      400,
      M.notInRequest([999_999]),
    ],
  ])('refuses %s', async (_label, body, status, message) => {
    const response = await call.post('/api/product-hierarchy-approval/approve/', ADMIN_ID, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: message });
  });

  it('is closed to a role outside the configured list', async () => {
    const response = await call.get('/api/product-hierarchy-approval/?request_id=1', NPL_ID);
    expect(response.statusCode).toBe(403);
  });
});
