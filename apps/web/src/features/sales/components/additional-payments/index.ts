export { AdditionalPayments, type AdditionalPaymentsProps } from './additional-payments';
