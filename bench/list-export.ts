import { parseArgs } from 'node:util';
import { ORDER_LIST_EXPORT_COLUMNS, STATUS, type OrderListRow } from '@backoffice/domain/orders';
import { csvStream, offsetBatches, xlsxWorkbook } from '@backoffice/server/core/export';

// The export writers on a work list of `--rows` carts read in pages of 500, as the export of a
// list reads them: time, file size and memory of the CSV stream and of the .xlsx workbook.

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '5' },
  },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);

const NAMES = ['Asha Rao', 'Vikram Singh', 'Meera Iyer', '=cmd|calc', 'Rahul, "Raj" Kumar'];

/** A work-list row as the list answers it; every fifth name needs quoting or the formula guard. */
function row(i: number): OrderListRow {
  return {
    cart_pid: 900_000 + i,
    order_random_id: `K${String(i).padStart(7, '0')}`,
    affiliate_id: 0,
    channel: 'Store',
    customer_name: NAMES[i % NAMES.length] ?? 'Asha Rao',
    mobile_number: `98450${String(i).padStart(5, '0')}`,
    pincode: '560034',
    item_sku: 'MAT-ORTHO-72x36x6',
    item_name: 'Ortho Mattress',
    item_quantity: 1 + (i % 3),
    item_price: 18999 + (i % 100) / 100,
    payment_type: i % 2 ? 'COD' : 'ONLINE',
    orm_order_status: STATUS.NEW_ORDER,
    status_label: 'New Order',
    shipment_not_possible: false,
    is_urgent: i % 7 === 0,
    created_at: new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString(),
    assigned_to: { login_id: 2, name: 'Priya Nair' },
    version: 1,
  };
}

const table = Array.from({ length: ROWS }, (_, i) => row(i));
// Each page a little later, as a database answers.
const pages = () =>
  offsetBatches(async (offset, limit) => {
    await new Promise((resolve) => setImmediate(resolve));
    return table.slice(offset, offset + limit);
  });

async function csvRun(): Promise<number> {
  let bytes = 0;
  for await (const chunk of csvStream(ORDER_LIST_EXPORT_COLUMNS, pages())) {
    bytes += Buffer.byteLength(String(chunk));
  }
  return bytes;
}

async function xlsxRun(): Promise<number> {
  return (await xlsxWorkbook(ORDER_LIST_EXPORT_COLUMNS, pages(), 'Orders')).length;
}

async function measure(name: string, run: () => Promise<number>) {
  const times: number[] = [];
  let bytes = 0;
  let peakHeap = 0;
  for (let i = 0; i < RUNS; i += 1) {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const timer = setInterval(() => {
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed - heapBefore);
    }, 5);
    const started = performance.now();
    bytes = await run();
    times.push(performance.now() - started);
    clearInterval(timer);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  console.log(
    [
      name.padEnd(6),
      `${median.toFixed(0).padStart(6)} ms median`,
      `${(times[0] ?? NaN).toFixed(0).padStart(6)} ms best`,
      `${(bytes / 1024).toFixed(0).padStart(6)} KiB`,
      `${(peakHeap / 1024 / 1024).toFixed(1).padStart(6)} MiB heap (sampled every 5 ms)`,
    ].join(' | '),
  );
}

console.log(`${ROWS} rows, pages of 500, ${RUNS} runs each`);
await measure('csv', csvRun);
await measure('xlsx', xlsxRun);
