import { pincodeDeliveryPrices } from '@backoffice/db/schema';
import { DELIVERY_PRICING_SHEET, type DeliveryPricingSheetRow } from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import type { SheetApplier } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { applyToKnownPincodes } from '../pincodes/known-pincode-rows';

/** Sets the delivery price of a pincode the directory has. */
async function setPrice(
  { tx, record, now }: UseCaseScope,
  row: DeliveryPricingSheetRow,
): Promise<void> {
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
    return;
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
}

/**
 * The pincode delivery pricing sheet (sheet type `pincode-delivery-pricing`, all or nothing):
 * each row sets the delivery charge per unit of a pincode of the directory and the order value
 * from which delivery there is free; placing an order and the promise engine charge it. A
 * pincode the directory does not have fails its row, and so the whole sheet.
 */
export const deliveryPricingSheetApplier: SheetApplier<DeliveryPricingSheetRow> = {
  type: DELIVERY_PRICING_SHEET,
  applyBatch: (_ctx, scope, rows) =>
    applyToKnownPincodes(scope, rows, (row) => setPrice(scope, row)),
};
