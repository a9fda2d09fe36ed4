import type { Database } from '@backoffice/db';
import { staff } from '@backoffice/db/schema';
import type { Principal } from '@backoffice/domain/access';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../../core/use-case';
import { toPrincipal } from './current-user';

/**
 * The permission view of a caller: the one its request carried, else that of its account as it
 * is now (work done later for a person, such as an upload applied by the job queue); null for
 * the system.
 */
export async function principalOfCaller(db: Database, caller: Caller): Promise<Principal | null> {
  if (caller.principal) return caller.principal;
  if (caller.login_id === null) return null;
  const [row] = await db.select().from(staff).where(eq(staff.login_id, caller.login_id));
  return row ? toPrincipal(row) : null;
}
