export { formatCount, formatNumber } from './number';
export { formatPaise, formatRupees } from './currency';
export { formatDate, formatDateTime, type DateInput } from './date';
export {
  DATE_INPUT_FORMAT,
  DATE_INPUT_LOCALE,
  DATE_INPUT_PROPS,
  parseDateInput,
} from './date-input';
