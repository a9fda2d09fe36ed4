import type { CreditLogAnswer } from '@backoffice/domain/distribution';
import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { asSubmission } from '../../../test/submission-key';

// The demo accounts the distribution tests sign in as (README's demo list).
export const ADMIN = 1;
export const FINANCE = 7;
export const FINANCE_POD_LEADER = 8;
export const OPERATIONS = 10;
export const DISTRIBUTION_MANAGER = 17;

/**
 * Calls as a demo account on the app `app` answers; a write is one submission, with a fresh key
 * unless one is named.
 */
export function distributionCalls(app: () => TestApp) {
  const send = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    loginId: number,
    payload?: unknown,
    key?: string,
  ) =>
    app().app.inject({
      method,
      url,
      headers: {
        ...bearer(await app().tokenFor(loginId)),
        ...(method === 'GET' ? {} : asSubmission(key ? { 'idempotency-key': key } : {})),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, loginId: number) => send('GET', url, loginId),
    /** A distributor's credit log as the distribution manager reads it. */
    creditLog: async (code: string) => {
      const response = await send(
        'GET',
        `/api/distributors/${code}/credit-log/`,
        DISTRIBUTION_MANAGER,
      );
      if (response.statusCode !== 200) throw new Error(`credit log of ${code}: ${response.body}`);
      return response.json<CreditLogAnswer>();
    },
    post: (url: string, loginId: number, payload: unknown, key?: string) =>
      send('POST', url, loginId, payload, key),
    put: (url: string, loginId: number, payload: unknown, key?: string) =>
      send('PUT', url, loginId, payload, key),
  };
}

/**
 * The app on a fresh database for one distribution test file (or describe block), opened before
 * its tests and closed after, with calls as its demo accounts.
 */
export function distributionTestApp() {
  let opened: TestApp | undefined;
  const app = () => {
    if (!opened) throw new Error('the distribution test app opens before the tests');
    return opened;
  };
  beforeAll(async () => {
    opened = await createTestApp();
  });
  afterAll(() => opened?.close());
  return {
    get t() {
      return app();
    },
    call: distributionCalls(app),
  };
}

/** A valid company form for a new distributor (Pune, GSTIN active on the sandbox register). */
export function newDistributorForm(code: string, over: Record<string, unknown> = {}) {
  return {
    distributor_code: code,
    name: 'Deccan Sleep Traders',
    email: 'orders@deccan.example',
    phone_number: '7066200006',
    address: 'Plot 6, Bhosari Industrial Area',
    landmark: 'Near the Bus Depot',
    pincode: '411001',
    billing_address: 'Plot 6, Bhosari Industrial Area',
    billing_landmark: 'Near the Bus Depot',
    billing_pincode: '411001',
    is_noc_obtained: false,
    gst_number: '27AABCR5678K1ZT',
    gst_organization: 'Deccan Sleep Traders',
    pan: 'AABCR5678K',
    contact_name: 'Amit Deshpande',
    referred_by: 'Distribution',
    ...over,
  };
}
