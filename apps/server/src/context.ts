import type { Database } from '@backoffice/db';
import type { AppConfig } from './config';

/** What every use case works with: the database, the configuration and the clock. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  /** The time every rule reads (session expiry, throttling, periods); tests move it. */
  now: () => Date;
}
