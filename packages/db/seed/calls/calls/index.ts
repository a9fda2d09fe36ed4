export { BREAK_REASONS, seedBreakReasons } from './break-reasons';
export {
  DISPOSITION_TREE,
  readDispositionTree,
  seedDispositionCatalogue,
} from './disposition-catalogue';
export { seedDemoCalls } from './demo-calls';
export { seedCallDisposition, seedCallRecord } from './seed-call';
