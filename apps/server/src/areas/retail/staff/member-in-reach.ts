import { retailMembers } from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import type { StaffCaller, UseCaseScope } from '../../../core/use-case';
import { retailStaffError } from './retail-staff.errors';
import { memberByPid, type RetailMemberJoined } from './retail-staff.queries';
import { callerStore } from './retail-staff.service';

/** A member the caller may change, locked for the change, with the caller's store. */
export interface MemberInReach {
  store: string;
  member: RetailMemberJoined;
}

/**
 * The member a Retail Manager changes (docs/retail.md, "Who may change whom"): a member of
 * their own store (another store's is not found), never their own membership, and never
 * another Retail Manager's (those stay with an Admin).
 */
export async function memberInReach(
  { tx, caller }: UseCaseScope<StaffCaller>,
  retailMemberPid: number,
): Promise<MemberInReach> {
  const store = await callerStore(tx, caller);
  await tx
    .select({ pid: retailMembers.retail_member_pid })
    .from(retailMembers)
    .where(eq(retailMembers.retail_member_pid, retailMemberPid))
    .for('update');
  const member = await memberByPid(tx, retailMemberPid);
  if (!member || member.membership.retail_store_id !== store) {
    throw retailStaffError('retail.member_not_found');
  }
  if (member.membership.login_id === caller.login_id)
    throw retailStaffError('retail.own_membership');
  if (member.membership.role_type === 1) throw retailStaffError('retail.manager_account_read_only');
  return { store, member };
}
