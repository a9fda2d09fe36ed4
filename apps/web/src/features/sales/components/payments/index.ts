/** Payment widgets shared by the order page and the payments screens (docs/sales.md). */
export { useOrderPayments } from './api/get-order-payments';
export { paymentKeys } from './api/payment-keys';
export { usePaymentLinkWrites } from './api/payment-link-writes';
export { CancelLinkForm } from './cancel-link-form';
export { LinkCountdown, linkValidityText } from './link-countdown';
export { LinkStatusBadge, linkStatusLabel } from './link-status-badge';
export { PaymentLinkTable } from './payment-link-table';
export { PaymentLinksPanel } from './payment-links-panel';
export { PaymentTypeFields, soleOption, type PaymentFormValues } from './payment-type-fields';
export { useIdempotencyKey } from './use-idempotency-key';
