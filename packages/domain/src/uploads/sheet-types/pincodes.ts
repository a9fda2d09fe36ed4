import { z } from 'zod';
import { requiredCell, wholeNumberCell } from './cells';
import { pincodeCell, yesNoCell } from './directory-cells';
import { defineSheetType, type SheetColumn } from '../sheet-type';

/** The columns of the pincode directory sheet, in the order of its sample. */
export const PINCODE_SHEET_COLUMNS = [
  { key: 'pincode', header: 'Pincode', required: true },
  { key: 'city', header: 'City', required: true },
  { key: 'state', header: 'State', required: true },
  { key: 'serviceable', header: 'Serviceable', required: true },
  { key: 'oda', header: 'ODA', required: true },
  { key: 'cod_available', header: 'COD Available', required: true },
  { key: 'edd_days', header: 'EDD Days', required: true },
] as const satisfies readonly SheetColumn[];

/** The promised delivery days a pincode may carry. */
export const EDD_DAYS = { min: 1, max: 60 } as const;

type PincodeColumnKey = (typeof PINCODE_SHEET_COLUMNS)[number]['key'];
const HEADER = Object.fromEntries(PINCODE_SHEET_COLUMNS.map((c) => [c.key, c.header])) as Record<
  PincodeColumnKey,
  string
>;

const eddDays = wholeNumberCell(HEADER.edd_days, EDD_DAYS.min, EDD_DAYS.max);

/** One row of the pincode directory sheet. */
export const ZPincodeSheetRow = z.object({
  pincode: pincodeCell,
  city: requiredCell(HEADER.city),
  state: requiredCell(HEADER.state),
  serviceable: yesNoCell(HEADER.serviceable),
  oda: yesNoCell(HEADER.oda),
  cod_available: yesNoCell(HEADER.cod_available),
  edd_days: eddDays,
});
export type PincodeSheetRow = z.output<typeof ZPincodeSheetRow>;

/** The pincode directory sheet: each row stands alone, so the valid rows are applied. */
export const PINCODE_SHEET = defineSheetType<PincodeSheetRow>({
  key: 'pincodes',
  label: 'Pincode Directory',
  description:
    'Adds or updates pincodes: city, state, serviceability, ODA, cash on delivery and the promised delivery days the order forms read.',
  columns: PINCODE_SHEET_COLUMNS,
  rowSchema: ZPincodeSheetRow,
  applyMode: 'valid-rows-only',
  sampleRows: [
    {
      pincode: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
      serviceable: 'Yes',
      oda: 'No',
      cod_available: 'Yes',
      edd_days: '3',
    },
    {
      pincode: '799001',
      city: 'Agartala',
      state: 'Tripura',
      serviceable: 'Yes',
      oda: 'Yes',
      cod_available: 'No',
      edd_days: '9',
    },
  ],
});
