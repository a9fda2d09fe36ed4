import { SKU_LABEL_MESSAGES as M } from '@backoffice/domain/retail/pos';
import { areaErrors, type ErrorRow } from '../../../../core/errors';

/** Why a SKU label call is refused (docs/retail.md, "SKU labels"). */
export type SkuLabelErrorCode =
  | 'retail.label_sku_not_found'
  | 'retail.printer_not_selected'
  | 'retail.printer_unavailable'
  | 'retail.printers_unavailable'
  | 'retail.print_failed';

/** Each label failure's kind and message (001 section 8's printer messages). */
export const SKU_LABEL_ERRORS = {
  'retail.label_sku_not_found': { kind: 'VALIDATION', message: M.skuNotFound },
  'retail.printer_not_selected': { kind: 'VALIDATION', message: M.printerNotSelected },
  'retail.printer_unavailable': { kind: 'VALIDATION', message: M.printerUnavailable },
  'retail.printers_unavailable': { kind: 'UNAVAILABLE', message: M.printersUnavailable },
  'retail.print_failed': { kind: 'UNAVAILABLE', message: M.printFailed },
} as const satisfies Record<SkuLabelErrorCode, ErrorRow>;

/** The error of a label failure code. */
export const skuLabelError = areaErrors(SKU_LABEL_ERRORS);
