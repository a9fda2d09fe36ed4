import { auditLog } from '@backoffice/db/schema';
import {
  DISTRIBUTION_MESSAGES as M,
  type DistributorDetailsAnswer,
  type DistributorListAnswer,
  type DistributorWriteAnswer,
} from '@backoffice/domain/distribution';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  distributionTestApp,
  DISTRIBUTION_MANAGER,
  FINANCE,
  FINANCE_POD_LEADER,
  newDistributorForm,
  OPERATIONS,
} from '../test/distribution-calls';

const app = distributionTestApp();
const { call } = app;

const create = async (code: string, over: Record<string, unknown> = {}) => {
  const response = await call.post(
    '/api/distributors/',
    DISTRIBUTION_MANAGER,
    newDistributorForm(code, over),
  );
  expect(response.statusCode).toBe(200);
  return response.json<DistributorWriteAnswer>().distributor;
};

const formOf = (d: DistributorWriteAnswer['distributor'], over: Record<string, unknown> = {}) => {
  const { distributor_code: _code, ...form } = newDistributorForm(d.distributor_code);
  return { ...form, version: d.version, ...over };
};

describe('the distributor list', () => {
  it('pages the demo distributors by name, with their status and credit', async () => {
    const response = await call.get('/api/distributors/?limit=2', DISTRIBUTION_MANAGER);
    expect(response.statusCode).toBe(200);
    const page = response.json<DistributorListAnswer>();
    expect(page.results).toHaveLength(2);
    expect(page.count).toBeGreaterThanOrEqual(5);
    const search = await call.get('/api/distributors/?search=capital', FINANCE_POD_LEADER);
    const [capital] = search.json<DistributorListAnswer>().results;
    expect(capital).toMatchObject({
      distributor_code: 'SAP-DL-1001',
      status: 'Active',
      credit_limit: 50_000,
    });
    expect(capital?.credit_balance).toBeGreaterThan(0);
    const pending = await call.get('/api/distributors/?active=false', DISTRIBUTION_MANAGER);
    expect(pending.json<DistributorListAnswer>().results.map((d) => d.status)).toEqual(
      expect.arrayContaining(['Disabled - Pending Approval']),
    );
  });

  it("shows each distributor's own balance, the one its details show", async () => {
    const page = await call.get('/api/distributors/?limit=50', DISTRIBUTION_MANAGER);
    const rows = page.json<DistributorListAnswer>().results;
    expect(new Set(rows.map((d) => d.credit_balance)).size).toBeGreaterThan(1);
    for (const row of rows) {
      const details = await call.get(
        `/api/distributors/${row.distributor_code}/details/`,
        DISTRIBUTION_MANAGER,
      );
      expect(details.json<DistributorDetailsAnswer>().distributor.credit_balance).toBe(
        row.credit_balance,
      );
    }
  });

  it('is for Distribution Managers and Finance pod leaders only', async () => {
    expect((await call.get('/api/distributors/', OPERATIONS)).statusCode).toBe(403);
    expect((await call.get('/api/distributors/', FINANCE)).statusCode).toBe(403);
  });
});

describe('creating a distributor', () => {
  it('starts Disabled - Pending Approval with city and state from the pincode, audited', async () => {
    const created = await create('sap-pn-7001');
    expect(created).toMatchObject({
      distributor_code: 'SAP-PN-7001',
      active: false,
      status: 'Disabled - Pending Approval',
      city: 'Pune',
      state: 'Maharashtra',
      is_cod_enabled: false,
      credit_balance: 0,
      version: 1,
    });
    const audit = await app.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'distributor'), eq(auditLog.entity_id, 'SAP-PN-7001')));
    expect(audit).toHaveLength(1);
  });

  it.each([
    ['pan', { pan: 'ABCDE12345' }, M.panInvalid],
    ['gst_number', { gst_number: '' }, M.gstRequired],
    ['phone_number', { phone_number: '12345' }, M.phoneInvalid],
    ['pincode', { pincode: '12345' }, M.pincodeInvalid],
  ])('refuses a bad %s with its message', async (field, over, message) => {
    const response = await call.post(
      '/api/distributors/',
      DISTRIBUTION_MANAGER,
      newDistributorForm('SAP-PN-7002', over),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
  });

  it('takes NOC instead of a GSTIN, and refuses a pincode the directory does not know', async () => {
    const noc = await create('SAP-PN-7003', { gst_number: '', is_noc_obtained: true });
    expect(noc).toMatchObject({ gst_number: null, is_noc_obtained: true });
    const unknown = await call.post(
      '/api/distributors/',
      DISTRIBUTION_MANAGER,
      newDistributorForm('SAP-PN-7004', { pincode: '999999' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json<{ fields: object }>().fields)).toEqual(['pincode']);
  });

  it('refuses a SAP code taken, and a credit limit from anyone but FINANCE', async () => {
    const taken = await call.post(
      '/api/distributors/',
      DISTRIBUTION_MANAGER,
      newDistributorForm('SAP-DL-1001'),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ message: string }>().message).toBe(M.codeTaken('SAP-DL-1001'));
    const limit = await call.post(
      '/api/distributors/',
      DISTRIBUTION_MANAGER,
      newDistributorForm('SAP-PN-7005', { credit_limit: 1000 }),
    );
    expect(limit.statusCode).toBe(403);
    const byFinance = await call.post(
      '/api/distributors/',
      FINANCE_POD_LEADER,
      newDistributorForm('SAP-PN-7005', { credit_limit: 1000 }),
    );
    expect(byFinance.statusCode).toBe(200);
    expect(byFinance.json<DistributorWriteAnswer>().distributor.credit_limit).toBe(1000);
  });
});

describe('a distributor', () => {
  it('answers its details, and 404 for an unknown code', async () => {
    const response = await call.get('/api/distributors/SAP-DL-1001/details/', DISTRIBUTION_MANAGER);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ distributor: { pan: string } }>().distributor.pan).toBe('AAECS1234F');
    expect(
      (await call.get('/api/distributors/SAP-XX-0000/details/', DISTRIBUTION_MANAGER)).statusCode,
    ).toBe(404);
  });

  it('is activated by FINANCE only: a Distribution Manager is refused', async () => {
    const d = await create('SAP-PN-7010');
    const url = `/api/distributors/${d.distributor_code}/enable-disable/`;
    const refused = await call.put(url, DISTRIBUTION_MANAGER, { active: true, version: d.version });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(M.onlyFinanceSetsStatus);
    const activated = await call.put(url, FINANCE_POD_LEADER, { active: true, version: d.version });
    expect(activated.statusCode).toBe(200);
    expect(activated.json<DistributorWriteAnswer>()).toMatchObject({
      message: M.activated,
      distributor: { active: true, status: 'Active', version: 2 },
    });
    const stale = await call.put(url, FINANCE_POD_LEADER, { active: false, version: d.version });
    expect(stale.statusCode).toBe(409);
  });

  it('replays a retried status change and changes it once', async () => {
    const d = await create('SAP-PN-7011');
    const url = `/api/distributors/${d.distributor_code}/enable-disable/`;
    const body = { active: true, version: d.version };
    const first = await call.put(url, FINANCE_POD_LEADER, body, 'status-once-1');
    const again = await call.put(url, FINANCE_POD_LEADER, body, 'status-once-1');
    expect(again.json()).toEqual(first.json());
    expect(again.json<DistributorWriteAnswer>().distributor.version).toBe(2);
  });

  it('updates its form; a changed credit limit is FINANCE’s', async () => {
    const d = await create('SAP-PN-7012');
    const url = `/api/distributors/${d.distributor_code}/`;
    const updated = await call.put(
      url,
      DISTRIBUTION_MANAGER,
      formOf(d, { name: 'Deccan Sleep House', pincode: '400001' }),
    );
    expect(updated.statusCode).toBe(200);
    const after = updated.json<DistributorWriteAnswer>().distributor;
    expect(after).toMatchObject({ name: 'Deccan Sleep House', city: 'Mumbai', version: 2 });
    const limit = await call.put(url, DISTRIBUTION_MANAGER, formOf(after, { credit_limit: 500 }));
    expect(limit.statusCode).toBe(403);
    expect(limit.json<{ message: string }>().message).toBe(M.onlyFinanceSetsCreditLimit);
    const byFinance = await call.put(url, FINANCE_POD_LEADER, formOf(after, { credit_limit: 500 }));
    expect(byFinance.json<DistributorWriteAnswer>().distributor.credit_limit).toBe(500);
  });

  it('toggles dealer COD', async () => {
    const d = await create('SAP-PN-7013');
    const response = await call.put(
      `/api/distributors/${d.distributor_code}/toggle-dealer-cod/`,
      DISTRIBUTION_MANAGER,
      { is_cod_enabled: true, version: 1 },
    );
    expect(response.json<DistributorWriteAnswer>()).toMatchObject({
      message: M.codEnabled,
      distributor: { is_cod_enabled: true },
    });
  });

  it('verifies its GSTIN on the GST register; without one it is refused', async () => {
    const d = await create('SAP-PN-7014');
    const verified = await call.post(
      `/api/distributors/${d.distributor_code}/verify/`,
      DISTRIBUTION_MANAGER,
      { version: 1 },
    );
    expect(verified.statusCode).toBe(200);
    const after = verified.json<DistributorWriteAnswer>().distributor;
    expect(after.gst_verified_at).not.toBeNull();
    expect(after.gst_organization).toBeTruthy();
    const noc = await create('SAP-PN-7015', { gst_number: '', is_noc_obtained: true });
    const refused = await call.post(
      `/api/distributors/${noc.distributor_code}/verify/`,
      DISTRIBUTION_MANAGER,
      { version: 1 },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(M.noGstToVerify);
  });
});
