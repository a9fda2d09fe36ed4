import { z } from 'zod';
import { ADDRESS_MESSAGES, PINCODE_PATTERN } from '../../orders/address';
import { MAX_CELL_LENGTH } from '../limits';
import { UPLOAD_MESSAGES as M } from '../messages';
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

const cell = (column: string) =>
  z
    .string({ error: M.required(column) })
    .trim()
    .min(1, { error: M.required(column), abort: true })
    .max(MAX_CELL_LENGTH, { error: M.tooLong(column), abort: true });

/** Yes or No, any case, to a boolean. */
const yesNo = (column: string) =>
  cell(column)
    .transform((v) => v.toLowerCase())
    .refine((v) => v === 'yes' || v === 'no', M.yesOrNo(column))
    .transform((v) => v === 'yes');

const pincode = z
  .string({ error: ADDRESS_MESSAGES.pincodeRequired })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.pincodeRequired, abort: true })
  .regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid);

const eddDays = cell(HEADER.edd_days)
  .regex(/^\d{1,3}$/, M.wholeNumberBetween(HEADER.edd_days, EDD_DAYS.min, EDD_DAYS.max))
  .transform(Number)
  .refine(
    (n) => n >= EDD_DAYS.min && n <= EDD_DAYS.max,
    M.wholeNumberBetween(HEADER.edd_days, EDD_DAYS.min, EDD_DAYS.max),
  );

/** One row of the pincode directory sheet. */
export const ZPincodeSheetRow = z.object({
  pincode,
  city: cell(HEADER.city),
  state: cell(HEADER.state),
  serviceable: yesNo(HEADER.serviceable),
  oda: yesNo(HEADER.oda),
  cod_available: yesNo(HEADER.cod_available),
  edd_days: eddDays,
});
export type PincodeSheetRow = z.output<typeof ZPincodeSheetRow>;

/** The pincode directory sheet: each row stands alone, so the valid rows are applied. */
export const PINCODE_SHEET = defineSheetType<PincodeSheetRow>({
  key: 'pincodes',
  label: 'Pincode Directory',
  columns: PINCODE_SHEET_COLUMNS,
  rowSchema: ZPincodeSheetRow,
  applyMode: 'valid-rows-only',
});
