import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sheetUploads } from './sheet-uploads';

/**
 * The business keys of the rows of additive sheets that have been applied (docs/uploads.md):
 * one row per key and sheet type, written in the transaction that applies the row, so a row
 * repeating the key of a row applied before (in this upload or an earlier one) is refused, and
 * two uploads racing for one key apply it once.
 */
export const sheetRowKeys = pgTable(
  'sheet_row_keys',
  {
    sheet_type: text('sheet_type').notNull(),
    /** SHA-256 of the row's business key (the sheet type's `additive.keyOf`), hex. */
    key_hash: text('key_hash').notNull(),
    /** The upload and row that applied it. */
    upload_id: uuid('upload_id')
      .notNull()
      .references(() => sheetUploads.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sheet_type, t.key_hash] })],
);

export type SheetRowKeyRow = typeof sheetRowKeys.$inferSelect;
