import { availableModes } from '@backoffice/domain/sales/place-order';
import type { PincodeDetails } from './get-pincode-details';

/** What a served shipping pincode promises: how it can be paid and in how many days. */
export function deliveryNote(details: PincodeDetails | undefined): string | undefined {
  if (!details?.serviceable) return undefined;
  const payment = availableModes(details).includes('COD') ? 'COD available' : 'Online payment only';
  return `${payment} · delivery in ${details.edd_days} days`;
}
