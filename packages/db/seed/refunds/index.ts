export { seedDemoRefunds, type DemoRefund } from './demo-refunds';
