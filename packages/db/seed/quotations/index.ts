export { seedDemoQuotations } from './demo-quotations';
export {
  DEMO_DISPATCH_STATE,
  seedLead,
  seedQuotation,
  type LeadSeed,
  type QuotationLineSeed,
} from './seed-quotation';
