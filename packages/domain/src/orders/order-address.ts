import { RANDOM_ID_LENGTH } from '../core/constants';

/** The order page's address is the text ORDER followed by the order id (spec 000 section 2). */
export const ORDER_ADDRESS_PREFIX = 'ORDER';

const ORDER_ID = new RegExp(`^[A-Z0-9]{${RANDOM_ID_LENGTH}}$`);

/** Whether a text is an order's random id (8 upper-case letters or digits). */
export function isOrderRandomId(text: string): boolean {
  return ORDER_ID.test(text);
}

/** The web address of an order's page, e.g. /ORDERK7Q2M9XA. */
export function orderPagePath(orderRandomId: string): string {
  return `/${ORDER_ADDRESS_PREFIX}${orderRandomId}`;
}

/** The order id of an address segment such as "ORDERK7Q2M9XA", or null when it is not one. */
export function parseOrderAddress(segment: string): string | null {
  if (!segment.startsWith(ORDER_ADDRESS_PREFIX)) return null;
  const id = segment.slice(ORDER_ADDRESS_PREFIX.length).toUpperCase();
  return isOrderRandomId(id) ? id : null;
}
