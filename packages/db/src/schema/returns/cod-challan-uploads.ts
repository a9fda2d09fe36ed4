import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { codRemittances } from '../sales/cod-remittances';

/** One photo of a challan: kept in the file store under `key`. */
export interface ChallanAttachment {
  key: string;
  file_name: string;
  content_type: string;
  bytes: number;
}

/**
 * A challan (bank deposit slip) uploaded against a COD sheet row, the remittance of a cart's
 * cash (001 "Challan" and the COD challan upload popup): amount, deposit date and up to five
 * photos.
 */
export const codChallanUploads = pgTable(
  'cod_challan_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cod_sheet_id: bigint('cod_sheet_id', { mode: 'number' })
      .notNull()
      .references(() => codRemittances.id),
    amount_paise: integer('amount_paise').notNull(),
    deposited_date: date('deposited_date', { mode: 'string' }).notNull(),
    attachments: jsonb('attachments').$type<ChallanAttachment[]>().notNull(),
    uploaded_by_login_id: integer('uploaded_by_login_id').references(() => staff.login_id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cod_challan_uploads_cod_sheet_id_idx').on(t.cod_sheet_id, t.created_at),
    check('cod_challan_uploads_amount_paise_check', sql`${t.amount_paise} > 0`),
  ],
);

export type CodChallanUploadRow = typeof codChallanUploads.$inferSelect;
