export {
  AdditionalPayments,
  toSelectedPayments,
  type AdditionalPaymentsProps,
  type ChosenPayment,
} from './additional-payments';
