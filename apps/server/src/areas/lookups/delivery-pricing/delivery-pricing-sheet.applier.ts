import { pincodeDeliveryPrices, pincodes } from '@backoffice/db/schema';
import { DELIVERY_PRICING_SHEET, type DeliveryPricingSheetRow } from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import type { AppliedRow, SheetApplier } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { LOOKUP_ERRORS } from '../lookups.errors';

/** Sets a pincode's delivery price; false when the directory does not have the pincode. */
async function setPrice(
  { tx, record, now }: UseCaseScope,
  row: DeliveryPricingSheetRow,
): Promise<boolean> {
  const [known] = await tx
    .select({ pincode: pincodes.pincode })
    .from(pincodes)
    .where(eq(pincodes.pincode, row.pincode));
  if (!known) return false;
  const [before] = await tx
    .select()
    .from(pincodeDeliveryPrices)
    .where(eq(pincodeDeliveryPrices.pincode, row.pincode))
    .for('update');
  const after = {
    delivery_charge_paise: row.delivery_charge,
    free_delivery_above_paise: row.free_delivery_above,
  };
  if (
    before?.delivery_charge_paise === after.delivery_charge_paise &&
    before.free_delivery_above_paise === after.free_delivery_above_paise
  ) {
    return true;
  }
  await tx
    .insert(pincodeDeliveryPrices)
    .values({ pincode: row.pincode, ...after, created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: pincodeDeliveryPrices.pincode,
      set: { ...after, updated_at: now },
    });
  await record.change({
    entity: 'pincode_delivery_price',
    id: row.pincode,
    changes: {
      delivery_charge_paise: {
        before: before?.delivery_charge_paise ?? null,
        after: after.delivery_charge_paise,
      },
      free_delivery_above_paise: {
        before: before?.free_delivery_above_paise ?? null,
        after: after.free_delivery_above_paise,
      },
    },
    reason: 'Pincode delivery pricing sheet',
  });
  return true;
}

/**
 * The pincode delivery pricing sheet (sheet type `pincode-delivery-pricing`, all or nothing):
 * each row sets the delivery charge per unit of a pincode of the directory and the order value
 * from which delivery there is free; placing an order and the promise engine charge it. A
 * pincode the directory does not have fails its row, and so the whole sheet.
 */
export const deliveryPricingSheetApplier: SheetApplier<DeliveryPricingSheetRow> = {
  type: DELIVERY_PRICING_SHEET,
  async applyBatch(_ctx, scope, rows) {
    const answers: AppliedRow[] = [];
    for (const { row, value } of rows) {
      answers.push(
        (await setPrice(scope, value))
          ? { row, ok: true }
          : {
              row,
              ok: false,
              column: 'Pincode',
              message: LOOKUP_ERRORS['lookups.pincode_not_found'].message,
            },
      );
    }
    return answers;
  },
};
