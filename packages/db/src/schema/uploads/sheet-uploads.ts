import { SHEET_UPLOAD_STATUSES, type SheetUploadStatus } from '@backoffice/domain/uploads';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { notNegative, oneOf } from '../core/checks';
import { timestamptz } from '../core/columns';

/** How an upload's rows are applied (the sheet type's apply mode as it was at the upload). */
export const UPLOAD_APPLY_MODES = ['all-or-nothing', 'valid-rows-only'] as const;
export type UploadApplyMode = (typeof UPLOAD_APPLY_MODES)[number];

/** The unique index that holds one applying or applied upload per file and sheet type. */
export const SHEET_UPLOAD_ONCE_INDEX = 'sheet_uploads_once_idx';

/**
 * One sheet upload: who sent which file of which type, where the kept file is, and how far its
 * rows have been applied (docs/uploads.md). `rows_done`, `successes` and `failures` move with
 * each applied batch, in the batch's transaction.
 */
export const sheetUploads = pgTable(
  'sheet_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sheet_type: text('sheet_type').notNull(),
    file_name: text('file_name').notNull(),
    /** SHA-256 of the file's bytes, hex: the same file of the same type is applied once. */
    content_hash: text('content_hash').notNull(),
    /** Where the file store keeps the original. */
    file_key: text('file_key').notNull(),
    byte_size: bigint('byte_size', { mode: 'number' }).notNull(),
    uploaded_by: integer('uploaded_by'),
    /** The uploader's name and role as they were at the upload. */
    uploaded_by_name: text('uploaded_by_name').notNull(),
    uploaded_by_role: text('uploaded_by_role').notNull(),
    uploaded_at: timestamptz('uploaded_at').notNull().defaultNow(),
    finished_at: timestamptz('finished_at'),
    status: text('status').$type<SheetUploadStatus>().notNull(),
    apply_mode: text('apply_mode').$type<UploadApplyMode>().notNull(),
    rows_total: integer('rows_total').notNull(),
    rows_done: integer('rows_done').notNull().default(0),
    successes: integer('successes').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    applied: boolean('applied').notNull().default(false),
    message: text('message').notNull().default(''),
    repeat_of: uuid('repeat_of'),
    /** The file's column headers as read, with the column keys they fill (for the error sheet). */
    columns: jsonb('columns').$type<{ header: string; key: string }[]>().notNull(),
    /** What stopped the upload when it failed as a whole (status failed). */
    fault: text('fault'),
  },
  (t) => [
    index('sheet_uploads_history_idx').on(t.sheet_type, t.uploaded_at.desc()),
    index('sheet_uploads_repeat_idx').on(t.sheet_type, t.content_hash),
    // One file of one type applying or applied at a time: a second upload of it inserted at
    // the same moment fails here instead of applying again (docs/uploads.md, "Repeat").
    uniqueIndex(SHEET_UPLOAD_ONCE_INDEX)
      .on(t.sheet_type, t.content_hash)
      .where(sql`${t.status} in ('queued', 'running') or (${t.status} = 'done' and ${t.applied})`),
    check('sheet_uploads_status_check', oneOf(t.status, SHEET_UPLOAD_STATUSES)),
    check('sheet_uploads_apply_mode_check', oneOf(t.apply_mode, UPLOAD_APPLY_MODES)),
    check(
      'sheet_uploads_counts_check',
      sql`${notNegative(t.rows_done)} and ${notNegative(t.successes)} and ${notNegative(t.failures)} and ${t.rows_done} <= ${t.rows_total}`,
    ),
  ],
);

export type SheetUploadRow = typeof sheetUploads.$inferSelect;
