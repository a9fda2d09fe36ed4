import type { Database } from '@backoffice/db';
import { pincodeDeliveryPrices } from '@backoffice/db/schema';
import type { DeliveryPrice } from '@backoffice/domain/sales/place-order';
import { eq } from 'drizzle-orm';

/** The delivery price of a pincode, or null when it is delivered at the standard charge. */
export async function deliveryPriceOf(
  db: Database,
  pincode: string,
): Promise<DeliveryPrice | null> {
  const [price] = await db
    .select({
      delivery_charge_paise: pincodeDeliveryPrices.delivery_charge_paise,
      free_delivery_above_paise: pincodeDeliveryPrices.free_delivery_above_paise,
    })
    .from(pincodeDeliveryPrices)
    .where(eq(pincodeDeliveryPrices.pincode, pincode));
  return price ?? null;
}
