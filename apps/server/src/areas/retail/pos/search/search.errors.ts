import { POS_MESSAGES as M, RETAIL_SEARCH_WINDOW_MESSAGE } from '@backoffice/domain/retail/pos';
import { areaErrors, type ErrorRow } from '../../../../core/errors';

/** Why a retail order search or download is refused (docs/retail.md, "Retail order search"). */
export type RetailSearchErrorCode = 'retail.search_no_store' | 'retail.search_window';

export const RETAIL_SEARCH_ERRORS = {
  'retail.search_no_store': { kind: 'FORBIDDEN', message: M.noStore },
  'retail.search_window': { kind: 'VALIDATION', message: RETAIL_SEARCH_WINDOW_MESSAGE },
} as const satisfies Record<RetailSearchErrorCode, ErrorRow>;

/** The error of a retail search failure code. */
export const retailSearchError = areaErrors(RETAIL_SEARCH_ERRORS);
