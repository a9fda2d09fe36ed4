// After a build (`npm run check:first-load`): prints what the built index.html loads first and
// exits 1 when its gzipped JavaScript is over the budget.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeFirstLoad, measureFirstLoad } from './first-load';

const dist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
if (!existsSync(dist)) {
  console.error(`No build in ${dist}: run npm run build first.`);
  process.exit(1);
}
const load = measureFirstLoad(dist);
console.log(describeFirstLoad(load));
if (!load.withinBudget) process.exit(1);
