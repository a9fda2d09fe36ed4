import { normaliseSearchTerm } from '../core/validation/search';
import type { SearchMatch } from './contract';

/**
 * Universal search counts its matches up to this many, then answers `count_capped` (shown as
 * "1,000+"): a bare first name matches tens of thousands of orders, and counting them all costs
 * more than the page itself. A person narrows such a search rather than paging through it.
 */
export const ORDER_SEARCH_COUNT_CAP = 1_000;

/**
 * The longest an order-id search box takes: an id with spaces or an ORDER prefix around it, which
 * the list's server trims and reads.
 */
export const ORDER_ID_SEARCH_MAX = 40;

/** What a universal-search term is read as, and the value to look up. */
export interface SearchKey {
  kind: SearchMatch;
  /**
   * The value as stored: an order id upper-case, a cart id and a mobile as digits, an e-mail
   * and a name lower-case (a name is a prefix).
   */
  value: string;
}

/** A term with a second reading, tried when the first finds nothing ("ABHISHEK" is a name too). */
export interface ClassifiedSearchTerm extends SearchKey {
  fallback?: SearchKey;
}

const WITH_ORDER_PREFIX = /^order[\s#:-]*([a-z0-9]{8})$/;
const BARE_ORDER_ID = /^[a-z0-9]{8}$/;
const WITH_CART_PREFIX = /^cart[\s#:-]*(\d+)$/;
const DIGITS = /^\d+$/;
/** An Indian mobile: 10 digits from 6 to 9, optionally written with +91 or a leading 0. */
const MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * Reads a universal-search term (docs/orders.md): an order id (8 letters or digits, with
 * or without ORDER), a cart id (digits, with or without "cart"), a 10-digit mobile (spaces,
 * dashes, +91 or a leading 0 allowed), an e-mail, else a customer name prefix. An unprefixed
 * 8-character term is first an order id; when it is all letters it falls back to a name, all
 * digits to a cart id. Answers null for an empty term.
 */
export function classifySearchTerm(term: string): ClassifiedSearchTerm | null {
  const typed = normaliseSearchTerm(term);
  if (typed === '') return null;
  const prefixedOrder = WITH_ORDER_PREFIX.exec(typed)?.[1];
  if (prefixedOrder) return { kind: 'order_id', value: prefixedOrder.toUpperCase() };
  const prefixedCart = WITH_CART_PREFIX.exec(typed)?.[1];
  if (prefixedCart) return { kind: 'cart_id', value: withoutLeadingZeros(prefixedCart) };
  if (EMAIL.test(typed)) return { kind: 'email', value: typed };

  const mobile = MOBILE.exec(typed.replace(/[\s-]/g, ''))?.[1];
  if (mobile) return { kind: 'mobile', value: mobile };
  if (BARE_ORDER_ID.test(typed)) {
    const orderId: SearchKey = { kind: 'order_id', value: typed.toUpperCase() };
    if (/^[a-z]+$/.test(typed)) return { ...orderId, fallback: { kind: 'name', value: typed } };
    if (DIGITS.test(typed)) {
      return { ...orderId, fallback: { kind: 'cart_id', value: withoutLeadingZeros(typed) } };
    }
    return orderId;
  }
  if (DIGITS.test(typed)) return { kind: 'cart_id', value: withoutLeadingZeros(typed) };
  return { kind: 'name', value: typed.replace(/\s+/g, ' ') };
}

const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');
