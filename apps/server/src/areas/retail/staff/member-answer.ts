import type { Database } from '@backoffice/db';
import type { RetailMemberAnswer } from '@backoffice/domain/retail/staff';
import { memberByPid, toRetailMember } from './retail-staff.queries';

/** The answer of a write: its message and the member as the write left them. */
export async function memberAnswer(
  db: Database,
  retailMemberPid: number,
  message: string,
): Promise<RetailMemberAnswer> {
  const row = await memberByPid(db, retailMemberPid);
  if (!row) throw new Error(`retail member ${retailMemberPid} vanished`);
  return { message, member: toRetailMember(row) };
}
