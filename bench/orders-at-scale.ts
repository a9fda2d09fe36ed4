import { parseArgs } from 'node:util';
import { demoAccount, DEMO_PASSWORD } from '@backoffice/db/seed';
import { brandFrom } from '@backoffice/domain/core/brand';
import pg from 'pg';
import { runLoad, type LoadOptions } from './lib/load';
import { startServer, signIn } from './lib/server-process';
import { capturingDatabase, explainMs, replay } from './lib/sql-capture';
import { summarise, tableRow, TABLE_HEADER } from './lib/stats';
import type { BenchCase } from './orders/bench-case';
import { listCases } from './orders/list-cases';
import { sampleTerms, searchCases } from './orders/search-cases';

/*
 * Work lists, tab counts and universal search at scale: each case through the API (HTTP on
 * loopback, `concurrency` clients) and its SQL alone (pg, the same concurrency), side by side.
 *   npx tsx bench/orders-at-scale.ts --database-url postgres://postgres@127.0.0.1:5432/bo_bench
 * bench/README.md explains the figures.
 */

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    'base-url': { type: 'string' },
    port: { type: 'string', default: '3917' },
    concurrency: { type: 'string', default: '32' },
    requests: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '15' },
    only: { type: 'string' },
    plans: { type: 'boolean', default: false },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('Give --database-url (or DATABASE_URL)');
const load: LoadOptions = {
  concurrency: Number(values.concurrency),
  maxRequests: Number(values.requests),
  maxMs: Number(values.seconds) * 1000,
};

const server = values['base-url']
  ? { baseUrl: values['base-url'], stop: () => {} }
  : await startServer(databaseUrl, Number(values.port));
const pool = new pg.Pool({ connectionString: databaseUrl, max: load.concurrency });
try {
  const token = (loginId: number) => signIn(server.baseUrl, demoAccount(loginId), DEMO_PASSWORD);
  const leaderToken = await token(6);
  const agentToken = await token(2);
  const { capture } = capturingDatabase(pool);
  const brand = brandFrom(process.env.BRAND_NAME, process.env.BRAND_SLUG);
  const httpFloor: BenchCase = {
    name: 'HTTP floor: GET /api/health',
    token: agentToken,
    path: () => '/api/health',
    statements: () => [],
  };
  const cases = [
    httpFloor,
    ...(await listCases({ brand, capture, leaderToken, agentToken })),
    ...(await searchCases(await sampleTerms(pool, 200), capture, agentToken)),
  ].filter((c) => !values.only || c.name.includes(values.only));

  console.log(
    `${load.concurrency} clients, at most ${load.maxRequests} requests or ${values.seconds} s a case; ms`,
  );
  console.log(TABLE_HEADER);
  for (const c of cases) console.log(await measure(c));
} finally {
  await pool.end();
  server.stop();
}

async function measure(c: BenchCase): Promise<string> {
  const warm = { ...load, maxRequests: Math.min(100, load.maxRequests) };
  const callApi = async (i: number) => {
    const response = await fetch(`${server.baseUrl}${c.path(i)}`, {
      headers: { authorization: `Bearer ${c.token}` },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${c.path(i)}: ${response.status}`);
  };
  const callSql = (i: number) => replay(pool, c.statements(i));
  const runsSql = c.statements(0).length > 0;
  if (runsSql) await runLoad(warm, callSql);
  const raw = runsSql ? summarise(await runLoad(load, callSql)) : null;
  await runLoad(warm, callApi);
  const apiRun = await runLoad(load, callApi);
  if (apiRun.firstError)
    console.log(`  ${c.name}: ${apiRun.errors} errors, e.g. ${apiRun.firstError}`);
  const explained = runsSql ? await explainMs(pool, c.statements(0), values.plans) : null;
  return tableRow(c.name, summarise(apiRun), raw, explained);
}
