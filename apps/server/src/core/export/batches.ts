/** Rows an export reads from the database at a time. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * The rows of a paged read, one page at a time, until a short page: `page(offset, limit)` is the
 * list's own query, so an export writes exactly what the list shows.
 */
export async function* offsetBatches<T>(
  page: (offset: number, limit: number) => Promise<readonly T[]>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<readonly T[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await page(offset, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}
