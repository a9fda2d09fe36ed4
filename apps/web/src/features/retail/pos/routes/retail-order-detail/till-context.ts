import type { PosOrderDetailAnswer } from '@backoffice/domain/retail/pos';

/** What every panel of the till reads: the order, and what it may still change. */
export interface TillOrder {
  answer: PosOrderDetailAnswer;
  orderRandomId: string;
  version: number;
  /** A payment type is set or the order is cancelled: nothing can change (002 section 4). */
  readOnly: boolean;
}
