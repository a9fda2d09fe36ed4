import { paiseToRupees } from '../../core/money/wire';
import { CASH_AT_STORE_LIMIT_PAISE } from './constants';
import { POS_MESSAGES as M } from './messages';

/** What decides whether cash at store may be offered. */
export interface CashEligibilityInput {
  net_price_paise: number;
  /** Wallet credit used. */
  credit_paise: number;
  lines: readonly { is_instant_invoice: boolean; cod_delivery_possible: boolean }[];
}

/**
 * Cash at store (-1) is not offered (only online modes) when the net price minus credit is above
 * ₹20000, a line is an instant pickup, or a line cannot be paid on delivery (002 section 5).
 */
export function isCashAtStoreOffered(input: CashEligibilityInput): boolean {
  if (input.net_price_paise - input.credit_paise > CASH_AT_STORE_LIMIT_PAISE) return false;
  return input.lines.every((line) => !line.is_instant_invoice && line.cod_delivery_possible);
}

/** 'Min ₹{amount}' when the cash handed over is below what is payable, else null. */
export function cashReceivedMessage(cashPaise: number | null, payablePaise: number): string | null {
  if (cashPaise === null || cashPaise >= payablePaise) return null;
  return M.cashMinimum(paiseToRupees(payablePaise));
}

/** The change to hand back, once the cash covers the total; null before. */
export function changeToReturn(cashPaise: number | null, payablePaise: number): number | null {
  if (cashPaise === null || cashPaise < payablePaise) return null;
  return cashPaise - payablePaise;
}
