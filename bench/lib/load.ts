/** How hard and how long to drive one case. */
export interface LoadOptions {
  concurrency: number;
  /** Stop after this many requests ... */
  maxRequests: number;
  /** ... or after this long, whichever comes first. */
  maxMs: number;
}

export interface LoadResult {
  /** Milliseconds of each successful request. */
  latencies: number[];
  errors: number;
  firstError: string | null;
  elapsedMs: number;
}

/**
 * Runs `task` from `concurrency` loops at once until the request or time budget is spent; each
 * loop starts its next request when the previous one ends (a closed loop, as users click).
 */
export async function runLoad(
  options: LoadOptions,
  task: (iteration: number) => Promise<void>,
): Promise<LoadResult> {
  const result: LoadResult = { latencies: [], errors: 0, firstError: null, elapsedMs: 0 };
  const started = performance.now();
  const deadline = started + options.maxMs;
  let issued = 0;
  const loop = async () => {
    while (issued < options.maxRequests && performance.now() < deadline) {
      const iteration = issued++;
      const t = performance.now();
      try {
        await task(iteration);
        result.latencies.push(performance.now() - t);
      } catch (error) {
        result.errors++;
        result.firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  result.elapsedMs = performance.now() - started;
  return result;
}
