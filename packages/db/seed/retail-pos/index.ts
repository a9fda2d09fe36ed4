export { seedDemoRetailPos } from './demo-retail-pos';
export {
  DEMO_POS_CUSTOMERS,
  DEMO_POS_DEVICES,
  DEMO_POS_ORDERS,
  type DemoPosOrder,
} from './demo-pos-plan';
export { DEMO_BANK_OFFERS } from './demo-pos-offers';
