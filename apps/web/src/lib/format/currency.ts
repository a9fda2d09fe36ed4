// Rupee amounts (INR) for people, in the Indian locale: the domain's one money module.
export { formatPaise, formatRupees } from '@backoffice/domain/core/money';
