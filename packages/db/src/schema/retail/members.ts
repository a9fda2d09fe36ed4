import type { RetailRoleType } from '@backoffice/domain/retail/staff';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { retailStores } from './stores';

/**
 * A staff account's membership of a retail store (spec 002 section 3, "Retail staff"):
 * role_type 1 Retail Manager, 2 Retail Agent. A login has at most one active membership;
 * a move to another store changes retail_store_id in place (the audit log keeps the moves).
 */
export const retailMembers = pgTable(
  'retail_members',
  {
    retail_member_pid: serial('retail_member_pid').primaryKey(),
    login_id: integer('login_id')
      .notNull()
      .references(() => staff.login_id),
    role_type: smallint('role_type').$type<RetailRoleType>().notNull(),
    retail_store_id: text('retail_store_id')
      .notNull()
      .references(() => retailStores.retail_store_id),
    is_active: boolean('is_active').notNull().default(true),
    create_timestamp: timestamptz('create_timestamp').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('retail_members_role_type_check', sql`${t.role_type} in (1, 2)`),
    uniqueIndex('retail_members_one_active_per_login_idx')
      .on(t.login_id)
      .where(sql`${t.is_active}`),
    index('retail_members_store_idx').on(t.retail_store_id),
  ],
);

export type RetailMemberRow = typeof retailMembers.$inferSelect;
