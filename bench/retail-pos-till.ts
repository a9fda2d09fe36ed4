import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { posLines, posOrders } from '@backoffice/db/schema';
import { RETAIL_POS_PATHS as P } from '@backoffice/domain/retail/pos';
import { bearer, createTestApp } from '@backoffice/server/test/test-app';
import { asc, eq } from 'drizzle-orm';
import { summarise } from './lib/stats';

// The till's three hot writes on the POS demo (docs/retail.md "Till benchmark"): add a product,
// change a quantity, apply a coupon, each `--calls` times in a row through the API (the whole
// request pipeline: auth, capability, idempotency key, schema, use case, audit), on the demo
// data of a fresh start. On PostgreSQL when BENCH_DATABASE_URL (or --database-url) names a
// server, else on PGlite in memory. Target: p95 under 100 ms.

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
  },
});
const CALLS = Number(values.calls);
const databaseUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;

const AGENT = 15;
/** A POS order of the demo being built at BLR-IND-01, with one line. */
const ORDER = 'RPBLD002';
const ADDED = { item_sku: 'PIL-MEMF-STD', item_dimensions: '24 x 16 x 5 in' };

const t = await createTestApp();
const headers = { ...bearer(await t.tokenFor(AGENT)) };
const [order] = await t.db
  .select({ id: posOrders.id, version: posOrders.version })
  .from(posOrders)
  .where(eq(posOrders.order_random_id, ORDER));
if (!order) throw new Error(`no demo POS order ${ORDER}`);
const [line] = await t.db
  .select({ id: posLines.id })
  .from(posLines)
  .where(eq(posLines.pos_order_id, order.id))
  .orderBy(asc(posLines.id));
if (!line) throw new Error(`${ORDER} has no line`);
let version = order.version;

/** One keyed write; answers its time in ms, and the order's new version. */
async function write(path: string, body: Record<string, unknown>): Promise<number> {
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { order_random_id: ORDER, version, ...body },
  });
  const elapsed = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  version = res.json<{ version: number }>().version;
  return elapsed;
}

/** The added product's line, to take it off again untimed. */
async function addedLineId(): Promise<number> {
  const rows = await t.db
    .select({ id: posLines.id, sku: posLines.item_sku })
    .from(posLines)
    .where(eq(posLines.pos_order_id, order!.id));
  const added = rows.find((r) => r.sku === ADDED.item_sku);
  if (!added) throw new Error('the added line is missing');
  return added.id;
}

const cases: Record<string, () => Promise<number>> = {
  'add product': async () => {
    const ms = await write(P.addProduct, { ...ADDED, item_quantity: 1 });
    await write(P.removeProduct, { temp_cart_id: await addedLineId() });
    return ms;
  },
  'change quantity': (() => {
    let quantity = 1;
    return () => {
      quantity = quantity === 1 ? 2 : 1;
      return write(P.changeQuantity, { temp_cart_id: line.id, item_quantity: quantity });
    };
  })(),
  'apply coupon': (() => {
    let applied = false;
    return () => {
      applied = !applied;
      return write(P.applyCoupon, { coupon_code: applied ? 'FLAT500' : '' });
    };
  })(),
};

console.log(`till writes, ${CALLS} calls each, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
console.log(`${'case'.padEnd(18)}    p50     p95     p99  (ms)`);
for (const [name, run] of Object.entries(cases)) {
  for (let i = 0; i < 10; i += 1) await run();
  const started = performance.now();
  const latencies: number[] = [];
  for (let i = 0; i < CALLS; i += 1) latencies.push(await run());
  const s = summarise({
    latencies,
    errors: 0,
    firstError: null,
    elapsedMs: performance.now() - started,
  });
  const f = (v: number) => v.toFixed(1).padStart(7);
  console.log(`${name.padEnd(18)}${f(s.p50)} ${f(s.p95)} ${f(s.p99)}`);
}
await t.close();
