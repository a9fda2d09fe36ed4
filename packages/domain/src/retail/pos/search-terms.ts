import { PRODUCT_SEARCH_MIN_LENGTH } from './constants';

/** A product search from 2 characters; an all-upper-case term searches SKUs (002 section 5). */
export function productSearchRequest(
  typed: string,
): { search_term: string; search_by_item_sku: 0 | 1 } | null {
  const term = typed.trim();
  if (term.length < PRODUCT_SEARCH_MIN_LENGTH) return null;
  const upper = /[A-Z]/.test(term) && term === term.toUpperCase();
  return { search_term: term, search_by_item_sku: upper ? 1 : 0 };
}

/**
 * What the retail order search box means (002 section 2): a text starting with cart or order is
 * an order id (cart becomes order, upper-cased): the page is /retail-order-detail/{ID} with the
 * ORDER prefix dropped, as order addresses are written; anything else is a mobile, alternate
 * mobile or PTR id.
 */
export function retailSearchTarget(
  typed: string,
): { kind: 'order'; order_random_id: string } | { kind: 'text'; query: string } | null {
  const text = typed.trim();
  if (text === '') return null;
  const lower = text.toLowerCase();
  if (lower.startsWith('cart') || lower.startsWith('order')) {
    return { kind: 'order', order_random_id: text.replace(/^(cart|order)/i, '').toUpperCase() };
  }
  return { kind: 'text', query: text };
}
