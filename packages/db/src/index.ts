export {
  openDatabase,
  type Database,
  type DatabaseHandle,
  type OpenDatabaseOptions,
  type Schema,
} from './client';
export { DataFolderInUseError } from './data-folder-lock';
export { migrate, migrationsFolder } from './migrate';
export { hashPassword, verifyPassword } from './passwords';
export {
  addCartStatusCounts,
  changeCartStatusCounts,
  moveCartAssignmentCount,
  moveCartStatusCount,
  rebuildCartStatusCounts,
  type CartCountChange,
  type CartCountKey,
} from './orders/status-counts';
