import { isValidRoleString } from '@backoffice/domain/access';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/client';
import { hashPassword } from '../src/passwords';
import { staff, type NewStaffRow, type StaffRow } from '../src/schema/index';
import { DEMO_PASSWORD } from './demo-staff';

export type StaffOverrides = Partial<Omit<NewStaffRow, 'password_hash'>> & {
  /** Plain password to hash; DEMO_PASSWORD by default, null for no password. */
  password?: string | null;
  /** A precomputed hash, to seed many accounts with one hashing. */
  password_hash?: string | null;
};

/** Inserts one staff account with sensible defaults; ids and e-mails are made unique when omitted. */
export async function seedStaff(db: Database, overrides: StaffOverrides = {}): Promise<StaffRow> {
  const { password = DEMO_PASSWORD, password_hash, ...fields } = overrides;
  const login_id = fields.login_id ?? (await nextLoginId(db));
  const role = fields.role ?? 'CET';
  if (!isValidRoleString(role)) throw new Error(`seedStaff: unknown role codes in "${role}"`);
  const hashed =
    password_hash !== undefined
      ? password_hash
      : password === null
        ? null
        : await hashPassword(password);
  const [row] = await db
    .insert(staff)
    .values({
      name: `Staff ${login_id}`,
      contact: `9${String(login_id).padStart(9, '0')}`,
      ...fields,
      login_id,
      role,
      email: (fields.email ?? `staff.${login_id}@backoffice.test`).toLowerCase(),
      password_hash: hashed,
    })
    .returning();
  if (!row) throw new Error('seedStaff: insert returned no row');
  return row;
}

async function nextLoginId(db: Database): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${staff.login_id}), 0)::int` })
    .from(staff);
  return (row?.max ?? 0) + 1;
}
