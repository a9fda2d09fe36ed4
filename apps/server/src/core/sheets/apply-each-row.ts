import type { AppliedRow, ValidRow } from './applier';

/** What the data refused of one row: the column and why. */
export interface RowRefusal {
  column: string;
  message: string;
}

/**
 * Applies rows one after the other, in order: each either writes (null) or names what the data
 * refused, and writes nothing then. Appliers whose rows each touch their own records use it.
 */
export async function applyEachRow<Row>(
  rows: readonly ValidRow<Row>[],
  apply: (value: Row) => Promise<RowRefusal | null>,
): Promise<AppliedRow[]> {
  const answers: AppliedRow[] = [];
  for (const { row, value } of rows) {
    const refusal = await apply(value);
    answers.push(refusal ? { row, ok: false, ...refusal } : { row, ok: true });
  }
  return answers;
}
