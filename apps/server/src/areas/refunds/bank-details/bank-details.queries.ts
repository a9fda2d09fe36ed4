import type { Database } from '@backoffice/db';
import {
  refundBankDetails,
  refundBankLinks,
  staff,
  type RefundBankDetailsRow,
  type RefundBankLinkRow,
} from '@backoffice/db/schema';
import { maskAccountNumber, type TRefundBankDetails } from '@backoffice/domain/refunds';
import { eq } from 'drizzle-orm';

/** A refund's bank details, locked for a change; undefined when it has none. */
export async function lockBankDetailsOf(
  tx: Database,
  refundId: number,
): Promise<RefundBankDetailsRow | undefined> {
  const [row] = await tx
    .select()
    .from(refundBankDetails)
    .where(eq(refundBankDetails.refund_id, refundId))
    .for('update');
  return row;
}

/** A refund's bank details, unlocked. */
export async function bankDetailsOf(
  db: Database,
  refundId: number,
): Promise<RefundBankDetailsRow | undefined> {
  const [row] = await db
    .select()
    .from(refundBankDetails)
    .where(eq(refundBankDetails.refund_id, refundId));
  return row;
}

/** The bank details as staff see them: the number masked, who verified them. */
export async function toBankDetailsView(
  db: Database,
  row: RefundBankDetailsRow,
): Promise<TRefundBankDetails> {
  const [verifier] = row.verified_by_login_id
    ? await db
        .select({ login_id: staff.login_id, name: staff.name })
        .from(staff)
        .where(eq(staff.login_id, row.verified_by_login_id))
    : [];
  return {
    account_holder_name: row.account_holder_name,
    account_number_masked: maskAccountNumber(row.account_number),
    ifsc: row.ifsc,
    source: row.source,
    verification_status: row.verification_status,
    name_at_bank: row.name_at_bank,
    verified_by: verifier ?? null,
    verified_at: row.verified_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}

/** A bank-details link by its token's hash, locked when `lock`. */
export async function linkByHash(
  tx: Database,
  tokenHash: string,
  lock: boolean,
): Promise<RefundBankLinkRow | undefined> {
  const query = tx.select().from(refundBankLinks).where(eq(refundBankLinks.token_hash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
