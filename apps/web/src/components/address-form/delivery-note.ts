import { availableModes } from '@backoffice/domain/sales/place-order';
import type { TPincodeDetails } from '@backoffice/domain/lookups';

/** What a served shipping pincode promises: how it can be paid and in how many days. */
export function deliveryNote(details: TPincodeDetails | undefined): string | undefined {
  if (!details?.serviceable) return undefined;
  const payment = availableModes(details).includes('COD') ? 'COD available' : 'Online payment only';
  return `${payment} · delivery in ${details.edd_days} days`;
}
