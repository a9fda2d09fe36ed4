import type { Capability } from '../access/capabilities';
import type { SheetTypeKey } from './sheet-type-keys';

/** The multipart field an endpoint reads the file from (the spec's payload names). */
export type UploadFileField = 'attachments' | 'attachment' | 'upload_file' | 'file';

/**
 * An upload call: its path under /api (the spec's name where it gives one), who may call it, the
 * field its file comes in and the sheet types it takes. An endpoint with more than one type reads
 * the chosen one from the `upload_type` field ('Invalid upload type selected.' without it).
 * GET on the same path lists the endpoint's upload history.
 */
export interface UploadEndpoint {
  path: string;
  capability: Capability;
  fileField: UploadFileField;
  types: readonly SheetTypeKey[];
  /** The file name the error sheet downloads as. */
  errorSheetName: string;
}

const endpoint = (
  path: string,
  capability: Capability,
  fileField: UploadFileField,
  types: readonly SheetTypeKey[],
  errorSheetName = 'error-sheet.xlsx',
): UploadEndpoint => ({ path, capability, fileField, types, errorSheetName });

/** Every upload call of the console (000 and 002 section 7; designed paths say so in docs/uploads.md). */
export const UPLOAD_ENDPOINTS = [
  endpoint('/pincode-sheet-upload/', 'warehouse:ops', 'attachments', ['pincodes']),
  endpoint('/edd/sheet-upload/', 'warehouse:ops', 'attachments', ['edd']),
  // Designed path: the spec gives the payload ({attachments}) but not the path.
  endpoint('/pincode-delivery-pricing-upload/', 'pincodes:pricing-upload', 'attachments', [
    'pincode-delivery-pricing',
  ]),
  endpoint('/logistic-excel-upload/', 'logistics:import-sheet', 'attachments', ['logistics']),
  endpoint('/import-affiliate-orders/', 'warehouse:ops', 'attachments', ['affiliate-orders']),
  endpoint('/upload-stock/', 'uploads:sheet', 'attachments', ['stock']),
  endpoint('/import-cod-sheet/', 'uploads:sheet', 'attachments', ['cod-remittance']),
  endpoint('/cod-challan-upload/', 'uploads:sheet', 'attachments', ['cod-challan']),
  endpoint('/shipping-label-upload/', 'uploads:sheet', 'attachments', ['shipping-labels']),
  endpoint('/upload-sheet-by-type/', 'uploads:sheet-by-type', 'attachments', [
    'order-status',
    'cart-assignment',
  ]),
  // Designed path: the spec gives the payload ({upload_file}) and the types, not the path.
  endpoint(
    '/offer-automation-upload/',
    'uploads:offer-automation',
    'upload_file',
    [
      'activate_offer_sheet',
      'deactivate_offer_sheet',
      'activate_rewards_sheet',
      'deactivate_rewards_sheet',
      'create_unique_rewards_sheet',
    ],
    'offer-error-sheet.xlsx',
  ),
  // Designed path: the spec gives the payload ({attachment}) and 'Success.', not the path.
  endpoint('/price-automation-upload/', 'uploads:price-automation', 'attachment', [
    'price-automation',
  ]),
  endpoint('/product-configuration/', 'uploads:product-automation', 'attachments', [
    'product-configuration',
  ]),
  // Designed path: the spec names the menu item (Prepaid Cash Upload), not the call.
  endpoint('/prepaid-cash-upload/', 'retail:upload-prepaid-cash', 'attachments', ['prepaid-cash']),
  // Designed paths: the spec names the screens (/dealer-sheet-upload, /import-distribution-pricing)
  // and says only that a file is sent.
  endpoint('/dealer-sheet-upload/', 'distribution:orders', 'attachments', ['dealer-credit-points']),
  endpoint('/import-distribution-pricing/', 'distribution:orders', 'attachments', [
    'distribution-pricing',
  ]),
] as const satisfies readonly UploadEndpoint[];

/** The endpoints that take a sheet type: who may upload it, read its history and its files. */
export function endpointsOfType(type: SheetTypeKey): UploadEndpoint[] {
  return UPLOAD_ENDPOINTS.filter((e) => (e.types as readonly SheetTypeKey[]).includes(type));
}
