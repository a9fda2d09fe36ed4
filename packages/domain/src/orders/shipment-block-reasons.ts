/** Why an order's shipment is blocked (`shipment_stop_reason`, spec 000 section 3). */
export const SHIPMENT_BLOCK_REASONS = [
  { id: 1, label: 'Dimensions Change' },
  { id: 2, label: 'Address Change' },
  { id: 3, label: 'Customer Request' },
  { id: 4, label: 'Order quantity change' },
  { id: 5, label: 'Price changes' },
  { id: 6, label: 'Cart Split' },
  { id: 7, label: 'BLR Local Invoice' },
  { id: 8, label: 'Sale Benefit' },
] as const;

export type ShipmentBlockReasonId = (typeof SHIPMENT_BLOCK_REASONS)[number]['id'];
