/** The till's page of a POS order: /retail-order-detail/{order_random_id}/. */
export const orderDetailPath = (orderRandomId: string): string =>
  `/retail-order-detail/${encodeURIComponent(orderRandomId)}/`;
