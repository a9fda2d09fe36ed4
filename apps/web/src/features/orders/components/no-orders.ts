/** The spec's empty text of the order lists and searches (000 section 8). */
export const NO_ORDERS_TEXT = 'No Orders Found...';
