import { pincodes, type PincodeRow } from '@backoffice/db/schema';
import { PINCODE_SHEET, type PincodeSheetRow } from '@backoffice/domain/uploads';
import { sql } from 'drizzle-orm';
import { changedFields } from '../../../core/audit/audit.service';
import type { SheetApplier } from '../../../core/sheets/index';
import type { Change } from '../../../core/use-case';
import { lockedPincodeEntries } from './known-pincode-rows';

const REASON = 'Pincode sheet';

/**
 * Each row in turn against the directory as the rows before it left it: a new pincode is added,
 * a known one changed, a row that changes nothing writes nothing. Answers the entries to write
 * (the last state of each pincode) and the audit of every row that changed something.
 */
function changesOf(entries: Map<string, PincodeRow>, rows: readonly PincodeSheetRow[]) {
  const written = new Map<string, PincodeRow>();
  const audit: Change[] = [];
  for (const row of rows) {
    const before = entries.get(row.pincode);
    const changes = before
      ? changedFields<PincodeRow>(before, row)
      : Object.fromEntries(
          Object.entries(row).map(([key, after]) => [key, { before: null, after }]),
        );
    if (Object.keys(changes).length === 0) continue;
    const after = { ...before, ...row };
    entries.set(row.pincode, after);
    written.set(row.pincode, after);
    audit.push({ entity: 'pincode', id: row.pincode, changes, reason: REASON });
  }
  return { written: [...written.values()], audit };
}

/**
 * The pincode directory sheet (sheet type `pincodes`): each row adds its pincode or sets its
 * city, state, serviceability, ODA, cash on delivery and EDD days. Every valid row applies.
 * A batch reads its pincodes in one query and writes them in one upsert (each column sent as
 * one array) and one audit insert.
 */
export const pincodeSheetApplier: SheetApplier<PincodeSheetRow> = {
  type: PINCODE_SHEET,
  async applyBatch(_ctx, scope, rows) {
    const values = rows.map((r) => r.value);
    const { written, audit } = changesOf(
      await lockedPincodeEntries(
        scope.tx,
        values.map((v) => v.pincode),
      ),
      values,
    );
    if (written.length > 0) {
      const column = <T>(of: (entry: PincodeRow) => T) => sql.param(written.map(of));
      await scope.tx.execute(sql`
        insert into ${pincodes} (pincode, city, state, serviceable, oda, cod_available, edd_days)
        select * from unnest(
          ${column((p) => p.pincode)}::text[],
          ${column((p) => p.city)}::text[],
          ${column((p) => p.state)}::text[],
          ${column((p) => p.serviceable)}::boolean[],
          ${column((p) => p.oda)}::boolean[],
          ${column((p) => p.cod_available)}::boolean[],
          ${column((p) => p.edd_days)}::smallint[]
        )
        on conflict (pincode) do update set
          city = excluded.city,
          state = excluded.state,
          serviceable = excluded.serviceable,
          oda = excluded.oda,
          cod_available = excluded.cod_available,
          edd_days = excluded.edd_days`);
    }
    await scope.record.changes(audit);
    return rows.map(({ row }) => ({ row, ok: true }));
  },
};
