import { randomUUID } from 'node:crypto';
import type { Database } from '@backoffice/db';
import {
  codChallanUploads,
  codRemittances,
  staff,
  type ChallanAttachment,
  type CodChallanUploadRow,
} from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  CHALLAN_MESSAGES,
  challanAttachmentPath,
  type ChallanListResponse,
  type ChallanUploadResponse,
} from '@backoffice/domain/returns';
import type { ZChallanUploadRequest } from '@backoffice/domain/returns';
import type { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { keptReturnFile } from '../demo-images';
import { returnOperationError } from '../pickups/return-operations.errors';

type ChallanUpload = z.output<typeof ZChallanUploadRequest>;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A challan as the view shows it, its photos as addresses of the attachment call. */
function toChallan(row: CodChallanUploadRow, uploadBy: string) {
  return {
    challan_id: row.id,
    cod_sheet_id: row.cod_sheet_id,
    amount: toWireRupees(row.amount_paise),
    upload_by: uploadBy,
    deposited_date: row.deposited_date,
    attachments: row.attachments.map((_, i) => challanAttachmentPath(row.id, i)),
  };
}

/** The COD sheet row a challan is for (404 when there is none). */
async function codSheetOf(db: Database, id: number): Promise<{ id: number }> {
  const [sheet] = await db
    .select({ id: codRemittances.id })
    .from(codRemittances)
    .where(eq(codRemittances.id, id));
  if (!sheet) throw returnOperationError('returns.cod_sheet_not_found');
  return sheet;
}

/**
 * returns/cod-challans/ (the COD challan upload popup): a bank deposit of a COD sheet row's cash
 * with its amount, date and up to five photos (5 MB each), the photos kept in the file store.
 * Once per Idempotency-Key.
 */
export async function uploadChallan(
  ctx: AppContext,
  caller: StaffCaller,
  input: ChallanUpload,
  idempotency: IdempotentRequest | null,
): Promise<ChallanUploadResponse> {
  // The photos are kept before the transaction, never inside it (decision 029): a challan that
  // then fails or answers a replay leaves photos under a fresh folder no row names, never served.
  await codSheetOf(ctx.db, input.cod_sheet_id);
  const folder = `challans/${input.cod_sheet_id}/${randomUUID()}`;
  const attachments: ChallanAttachment[] = [];
  for (const [i, image] of input.attachments.entries()) {
    const bytes = Buffer.from(image.data, 'base64');
    const key = `${folder}/${i}.${EXTENSIONS[image.content_type] ?? 'img'}`;
    await ctx.files.put(key, bytes);
    attachments.push({
      key,
      file_name: image.file_name,
      content_type: image.content_type,
      bytes: bytes.length,
    });
  }
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const sheet = await codSheetOf(scope.tx, input.cod_sheet_id);
      const [row] = await scope.tx
        .insert(codChallanUploads)
        .values({
          cod_sheet_id: sheet.id,
          amount_paise: input.amount,
          deposited_date: input.deposited_date,
          attachments,
          uploaded_by_login_id: caller.login_id,
          created_at: scope.now,
        })
        .returning();
      if (!row) throw new Error('uploadChallan: the insert returned no row');
      await scope.record.change({
        entity: 'cod_challan_upload',
        id: row.id,
        changes: {
          amount_paise: { before: null, after: row.amount_paise },
          deposited_date: { before: null, after: row.deposited_date },
          attachments: { before: null, after: attachments.length },
        },
        reason: 'COD challan uploaded',
      });
      return {
        success: true as const,
        message: CHALLAN_MESSAGES.uploaded,
        challan: toChallan(row, caller.name),
      };
    }),
  );
}

/** GET returns/cod-challans/?cod_sheet_id=: the challans of a COD sheet row, newest first. */
export async function challansOf(
  ctx: AppContext,
  codSheetId: number,
): Promise<ChallanListResponse> {
  const rows = await ctx.db
    .select({ challan: codChallanUploads, by: staff.name })
    .from(codChallanUploads)
    .leftJoin(staff, eq(staff.login_id, codChallanUploads.uploaded_by_login_id))
    .where(eq(codChallanUploads.cod_sheet_id, codSheetId))
    .orderBy(desc(codChallanUploads.created_at), desc(codChallanUploads.id))
    .limit(100);
  return { results: rows.map((r) => toChallan(r.challan, r.by ?? '')) };
}

/** One photo of a challan: its bytes and type (a demo photo is made on its first read), or 404. */
export async function challanAttachment(
  ctx: AppContext,
  challanId: number,
  index: number,
): Promise<{ bytes: Buffer; content_type: string }> {
  const [row] = await ctx.db
    .select()
    .from(codChallanUploads)
    .where(eq(codChallanUploads.id, challanId));
  const attachment = row?.attachments[index];
  const bytes = attachment ? await keptReturnFile(ctx, attachment.key) : null;
  if (!attachment || !bytes) throw returnOperationError('returns.challan_not_found');
  return { bytes, content_type: attachment.content_type };
}
