import { boolean, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sheetUploads } from './sheet-uploads';

/**
 * One row of an upload and its answer: Success or its errors. `applied` tells the rows a batch
 * has committed, so a resumed job goes on after them. The cells are kept as sent, for the error
 * sheet and to apply the row when the job runs.
 */
export const sheetUploadRows = pgTable(
  'sheet_upload_rows',
  {
    upload_id: uuid('upload_id')
      .notNull()
      .references(() => sheetUploads.id, { onDelete: 'cascade' }),
    /** The row number in the sheet (the header is row 1). */
    row: integer('row').notNull(),
    ok: boolean('ok').notNull(),
    /** Done: validated and, where it is applied, applied. */
    applied: boolean('applied').notNull().default(false),
    message: text('message').notNull(),
    errors: jsonb('errors').$type<{ column: string; message: string }[]>().notNull(),
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.upload_id, t.row] })],
);

export type SheetUploadRowRow = typeof sheetUploadRows.$inferSelect;
