import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaModule } from '../core/http';
import { logLines } from '../test/log-lines';
import { createTestApp, type TestApp } from '../test/test-app';

const CUSTOMER = {
  name: 'Priya Raghunathan',
  mobile: '9845012345',
  email: 'priya.r@example.in',
  address: '14 Lavelle Road, Bengaluru',
};

// A statement the database refuses, bound to a customer's details: the name is no number.
const failingRoute: AreaModule = (api, ctx) => {
  api.get('/api/test/customer-lookup', { config: { capability: 'public' } }, async () => {
    await ctx.db.execute(
      sql`select ${CUSTOMER.name}::int as id, ${CUSTOMER.mobile} as mobile, ${CUSTOMER.email} as email, ${CUSTOMER.address} as address`,
    );
  });
};

const log = logLines();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    modules: [failingRoute],
    logStream: log.stream,
  });
});
afterAll(() => t.close());

describe('a database error in the log', () => {
  it('has the statement and its code, never the values bound to it', async () => {
    const response = await t.app.inject({ url: '/api/test/customer-lookup' });
    expect(response.statusCode).toBe(500);
    const line = log.lines.find((l) => l.msg === 'unexpected failure');
    expect(line).toMatchObject({
      request_id: response.json().request_id,
      err: {
        statement: expect.stringContaining('select $1::int as id') as unknown,
        code: '22P02',
      },
    });
    const written = JSON.stringify(log.lines);
    for (const value of Object.values(CUSTOMER)) expect(written).not.toContain(value);
  });
});
