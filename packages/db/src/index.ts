export {
  openDatabase,
  type Database,
  type DatabaseHandle,
  type OpenDatabaseOptions,
  type Schema,
} from './client';
export { migrate, migrationsFolder } from './migrate';
export { hashPassword, verifyPassword } from './passwords';
