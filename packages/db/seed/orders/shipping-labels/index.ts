export { seedDemoShippingLabels } from './demo-shipping-labels';
export {
  seedShippingLabel,
  type SeededShippingLabel,
  type ShippingLabelMove,
  type ShippingLabelSeed,
} from './seed-shipping-label';
