import type { TGstVerification } from '@backoffice/domain/lookups';
import { ADDRESS_MESSAGES } from '@backoffice/domain/orders';
import type { AppContext } from '../../../core/context';
import { lookupError } from '../lookups.errors';

/** Verifies a GST number with the GST register (503 when the register cannot be reached). */
export async function validateGst(ctx: AppContext, gstNumber: string): Promise<TGstVerification> {
  const registration = await ctx.integrations.gst.verify(gstNumber);
  const valid = registration.status === 'active';
  return {
    gst_number: gstNumber,
    valid,
    status: registration.status,
    gst_organization: valid ? registration.legal_name : null,
    message: valid ? null : ADDRESS_MESSAGES.gstInactive,
  };
}

/** A 400 on the field unless the GST register has the number active. */
export async function requireActiveGst(
  ctx: AppContext,
  field: string,
  gstNumber: string,
): Promise<void> {
  const { valid } = await validateGst(ctx, gstNumber);
  if (!valid) throw lookupError('lookups.gst_inactive').at(field);
}
