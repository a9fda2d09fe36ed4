/**
 * The calls of store cash and retail sessions (docs/retail.md), named after the spec's fields
 * (002 section 3). Money is rupees on the wire (a JSON number with at most two decimals; integer
 * paise inside); times are ISO strings, dates YYYY-MM-DD.
 */
export {
  CASH_COMMENTS_MAX,
  ZCashMessageAnswer,
  ZCashPerson,
  type CashMessageAnswer,
  type CashPerson,
} from './shared';
export * from './requests';
export * from './answers';
