import type { AppliedRow, ValidRow } from './applier';

/** What the data refused of one row: the column and why. */
export interface RowRefusal {
  column: string;
  message: string;
}

/** A row written with a result text other than Success (e.g. held for an approval). */
export interface RowNote {
  note: string;
}

/**
 * Applies rows one after the other, in order: each either writes (null, or a note for its
 * result) or names what the data refused, and writes nothing then. Appliers whose rows each
 * touch their own records use it.
 */
export async function applyEachRow<Row>(
  rows: readonly ValidRow<Row>[],
  apply: (value: Row) => Promise<RowRefusal | RowNote | null>,
): Promise<AppliedRow[]> {
  const answers: AppliedRow[] = [];
  for (const { row, value } of rows) {
    const outcome = await apply(value);
    if (!outcome) answers.push({ row, ok: true });
    else if ('note' in outcome) answers.push({ row, ok: true, message: outcome.note });
    else answers.push({ row, ok: false, ...outcome });
  }
  return answers;
}
