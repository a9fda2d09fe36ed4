import type { Database } from '@backoffice/db';
import { staff, type StaffRow } from '@backoffice/db/schema';
import { ZLoginIdParam } from '@backoffice/domain/identity';
import { eq } from 'drizzle-orm';
import { identityError } from '../identity.errors';

/** The :login_id of a staff member; an id past PostgreSQL's integer range cannot exist. */
export const ZStaffLoginIdParam = ZLoginIdParam;

/**
 * The staff row of a login id, or a 404 "User not found". `forUpdate` locks the row until the
 * transaction ends, so that two changes of one person run one after the other.
 */
export async function staffOrNotFound(
  db: Database,
  loginId: number,
  forUpdate = false,
): Promise<StaffRow> {
  const query = db.select().from(staff).where(eq(staff.login_id, loginId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw identityError('identity.user_not_found');
  return row;
}
