export {
  PAYMENT_DEMO_ORDERS,
  paymentDemoOrderCount,
  seedPaymentDemoOrders,
  type PaymentDemoOrder,
} from './payment-demo-orders';
