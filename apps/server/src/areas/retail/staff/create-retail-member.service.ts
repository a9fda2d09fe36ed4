import { randomInt } from 'node:crypto';
import { hashPassword, type Database } from '@backoffice/db';
import { retailMembers, staff } from '@backoffice/db/schema';
import {
  RETAIL_LOGIN_ROLES,
  RETAIL_STAFF_MESSAGES as M,
  type CreateRetailMemberAnswer,
  type TCreateRetailMemberRequest,
} from '@backoffice/domain/retail/staff';
import { eq, sql } from 'drizzle-orm';
import { HIDDEN } from '../../../core/audit/audit.service';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { memberAnswer } from './member-answer';
import { retailStaffError } from './retail-staff.errors';
import { storeById } from './retail-staff.queries';
import { callerStore } from './retail-staff.service';

// The lock the team's member creation takes too: new login ids are the next after the highest.
const NEW_MEMBER_LOCK = sql`select pg_advisory_xact_lock(hashtext('team:new-member'))`;

const PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const PASSWORD_DIGITS = '23456789';

/** A first password of 12 characters with letters and digits (no look-alikes such as 0 and O). */
function firstPassword(): string {
  const all = PASSWORD_LETTERS + PASSWORD_DIGITS;
  const pick = (from: string) => from[randomInt(from.length)] ?? '';
  const rest = Array.from({ length: 10 }, () => pick(all)).join('');
  return `${pick(PASSWORD_LETTERS)}${rest}${pick(PASSWORD_DIGITS)}`;
}

/**
 * Creates the staff account and its membership of the caller's own store. The account gets a
 * first password, answered once: the member must choose their own at the first sign-in. A
 * replay of the same Idempotency-Key answers the member without the password.
 */
export async function createRetailMember(
  ctx: AppContext,
  caller: StaffCaller,
  input: TCreateRetailMemberRequest,
  idempotent: IdempotentRequest | null,
): Promise<CreateRetailMemberAnswer> {
  const password = firstPassword();
  const passwordHash = await hashPassword(password);
  let created = false;
  const answer = await runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotent, async () => {
      const { tx, record, now } = scope;
      const store = await callerStore(tx, caller);
      if (!(await storeById(tx, input.retail_store_id))) {
        throw retailStaffError('retail.store_not_found').at('retail_store_id');
      }
      if (input.retail_store_id !== store) {
        throw retailStaffError('retail.own_store_only').at('retail_store_id');
      }
      await tx.execute(NEW_MEMBER_LOCK);
      await assertEmailFree(tx, input.email);
      const [next] = await tx
        .select({ id: sql<number>`coalesce(max(${staff.login_id}), 0)::int + 1` })
        .from(staff);
      const account = {
        login_id: next?.id ?? 1,
        name: input.name,
        email: input.email,
        contact: input.contact,
        role: '',
        login_role: RETAIL_LOGIN_ROLES[input.role_type],
      };
      await tx.insert(staff).values({
        ...account,
        password_hash: passwordHash,
        must_change_password: true,
        created_at: now,
        updated_at: now,
      });
      const membership = {
        login_id: account.login_id,
        role_type: input.role_type,
        retail_store_id: input.retail_store_id,
        is_active: true,
      };
      const [row] = await tx
        .insert(retailMembers)
        .values({ ...membership, create_timestamp: now, updated_at: now })
        .returning({ pid: retailMembers.retail_member_pid });
      if (!row) throw new Error('createRetailMember: insert returned no row');
      const newly = (fields: object) =>
        Object.fromEntries(
          Object.entries(fields).map(([k, after]) => [k, { before: null, after }]),
        );
      await record.changes([
        {
          entity: 'staff',
          id: account.login_id,
          changes: { ...newly(account), password: { before: null, after: HIDDEN } },
          reason: M.memberCreated,
        },
        {
          entity: 'retail_member',
          id: row.pid,
          changes: newly(membership),
          reason: M.memberCreated,
        },
      ]);
      created = true;
      return memberAnswer(tx, row.pid, M.memberCreated);
    }),
  );
  return created ? { ...answer, first_password: password } : answer;
}

async function assertEmailFree(tx: Database, email: string): Promise<void> {
  const [taken] = await tx
    .select({ login_id: staff.login_id })
    .from(staff)
    .where(eq(staff.email, email));
  if (taken) throw retailStaffError('retail.email_taken').at('email');
}
