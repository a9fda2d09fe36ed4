export { formatNumber } from './number';
export { formatPaise, formatRupees } from './currency';
export { formatDate, formatDateTime, type DateInput } from './date';
