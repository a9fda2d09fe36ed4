import type { Database } from '@backoffice/db';
import type { AppConfig } from '../config';
import type { Integrations } from '../integrations/index';
import type { FileStore } from './file-store/index';
import type { JobQueue } from './jobs/index';
import type { Outbox } from './outbox/dispatcher';

/** What every use case works with: the database, the configuration, the clock, the providers. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  /** The outside services (GST, messages, courier), sandbox or live as configured. */
  integrations: Integrations;
  /** The time every rule reads (session expiry, throttling, periods); tests move it. */
  now: () => Date;
  /** Side effects queued by committed use cases (messages), sent after the commit. */
  outbox: Outbox;
  /** Background jobs kept in the database (large sheet uploads). */
  jobs: JobQueue;
  /** Where uploaded files are kept (FILE_STORE). */
  files: FileStore;
}
