import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';

/**
 * A bank deposit (challan) of COD cash, from the COD challan sheet: it deposits cash collected
 * under a remittance reference (cod_remittances.reference), never more than was collected there.
 */
export const codChallans = pgTable(
  'cod_challans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    challan_number: text('challan_number').notNull().unique(),
    remittance_reference: text('remittance_reference').notNull(),
    deposited_on: date('deposited_on', { mode: 'string' }).notNull(),
    bank: text('bank').notNull(),
    amount_paise: integer('amount_paise').notNull(),
    recorded_by_login_id: integer('recorded_by_login_id').references(() => staff.login_id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cod_challans_remittance_reference_idx').on(t.remittance_reference),
    check('cod_challans_amount_paise_check', sql`${t.amount_paise} > 0`),
  ],
);

export type CodChallanRow = typeof codChallans.$inferSelect;
