import {
  holdsSignInRole,
  isValidRoleString,
  LOGIN_ROLES,
  SIGN_IN_ROLES,
} from '@backoffice/domain/access';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { verifyPassword } from '../src/passwords';
import { appMeta, orders, staff } from '../src/schema/index';
import { DEMO_PASSWORD, DEMO_STAFF } from './demo-staff';
import { seedDemo } from './demo';
import { seedStaff } from './staff';
import { createTestDatabase } from './test-database';
import { DEMO_POS_PLACED_ORDERS } from './retail-pos/demo-pos-plan';

describe('demo staff list', () => {
  it('has one account for every sign-in role, and each account holds its role', () => {
    for (const choice of SIGN_IN_ROLES) {
      expect(DEMO_STAFF.some((a) => a.sign_in_role === choice.value)).toBe(true);
    }
    for (const a of DEMO_STAFF) expect(holdsSignInRole(a, a.sign_in_role)).toBe(true);
  });

  it('uses known role codes and login roles, unique lower-case e-mails and 10-digit contacts', () => {
    for (const a of DEMO_STAFF) {
      expect(isValidRoleString(a.role)).toBe(true);
      if (a.login_role) expect(LOGIN_ROLES).toContain(a.login_role);
      expect(a.email).toBe(a.email.toLowerCase());
      expect(a.contact).toMatch(/^\d{10}$/);
    }
    expect(new Set(DEMO_STAFF.map((a) => a.email)).size).toBe(DEMO_STAFF.length);
    expect(DEMO_STAFF.map((a) => a.login_id)).toEqual(DEMO_STAFF.map((_, i) => i + 1));
  });
});

describe('seedDemo', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ demo: false });
  });
  afterAll(() => handle.close());

  it('seeds the demo staff once, with the demo password hashed by argon2id', async () => {
    expect(await seedDemo(handle.db, new Date(), { orders: 20 })).toBe(true);
    expect(await seedDemo(handle.db)).toBe(false);
    // The 20 asked for, and the POS demo orders that were placed (each is an order too).
    expect(await handle.db.select().from(orders)).toHaveLength(20 + DEMO_POS_PLACED_ORDERS);
    const rows = await handle.db.select().from(staff);
    expect(rows).toHaveLength(DEMO_STAFF.length);
    const [admin] = await handle.db.select().from(staff).where(eq(staff.login_id, 1));
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await handle.db.select().from(appMeta)).toHaveLength(1);
  });

  it('seedStaff picks the next free id and stores the e-mail lower-case', async () => {
    const row = await seedStaff(handle.db, { email: 'New.Person@Backoffice.Test', password: null });
    expect(row.login_id).toBe(DEMO_STAFF.length + 1);
    expect(row.email).toBe('new.person@backoffice.test');
    expect(row.password_hash).toBeNull();
  });

  it('refuses unknown role codes and a status outside working and break', async () => {
    await expect(seedStaff(handle.db, { role: 'CET,BOSS' })).rejects.toThrow(/unknown role codes/);
    await expect(seedStaff(handle.db, { status: 'lunch' as 'break' })).rejects.toThrow();
  });
});
