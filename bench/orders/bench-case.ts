import type { Statement } from '../lib/sql-capture';

/** One measured request: the API call, and the SQL the server runs to answer it. */
export interface BenchCase {
  name: string;
  /** The bearer token of the account that calls it. */
  token: string;
  /** The path and query of iteration i (a case may vary its key per iteration). */
  path(iteration: number): string;
  /** The statements behind iteration i, captured from the server's query functions. */
  statements(iteration: number): readonly Statement[];
}
