import { isStatusId, orderStatus, SHIPMENT_BLOCK_REASONS } from '@backoffice/domain/orders';

// Field names of the audit log as staff call them; any other field is shown in words.
const FIELD_LABELS: Record<string, string> = {
  orm_order_status: 'Status',
  shipment_stop_reason: 'Hold reason',
  shipment_not_possible: 'Shipment blocked',
  is_urgent: 'Urgent',
  is_billing_address_same: 'Billing same as shipping',
};

/** A changed field's name in words, e.g. orm_order_status → 'Status'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, ' ');
  return FIELD_LABELS[field] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** A before or after value in words: statuses and Hold reasons by their labels. */
export function changeValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'orm_order_status' && typeof value === 'number' && isStatusId(value)) {
    return orderStatus(value).label;
  }
  if (field === 'shipment_stop_reason' && typeof value === 'number') {
    return SHIPMENT_BLOCK_REASONS.find((r) => r.id === value)?.label ?? String(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
