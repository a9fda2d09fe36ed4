/** Order kinds (spec 000 section 3). */
export const ORDER_KINDS = [
  { id: 0, label: 'Default' },
  { id: 1, label: 'Retail Inventory Order' },
  { id: 2, label: 'Warehouse Fulfillment Order' },
] as const;

export type OrderKindId = (typeof ORDER_KINDS)[number]['id'];
