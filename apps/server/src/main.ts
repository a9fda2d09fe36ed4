import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DataFolderInUseError, migrate, migrationsFolder, openDatabase } from '@backoffice/db';
import { seedDemo } from '@backoffice/db/seed';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';

// The bundle (dist/main.js) carries a copy of the migrations beside it (build.mjs); run from
// source, the db package's own folder is used. MIGRATIONS_DIR overrides both.
const besideBundle = fileURLToPath(new URL('./migrations', import.meta.url));

async function start(config: ServerConfig): Promise<void> {
  const database = await openDatabase(config.database);
  const folder =
    config.migrationsDir ?? (existsSync(besideBundle) ? besideBundle : migrationsFolder);
  await migrate(database.db, folder);
  const app = await buildApp(config.app, { db: database.db });
  app.log.info({ database: database.kind, migrations: folder }, 'database migrated');
  if (config.seedDemo && (await seedDemo(database.db))) app.log.info('demo data seeded');

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
  // Messages queued before a stop, and retries, go out from here on (core/outbox).
  app.outbox.start();
  // Large sheet uploads queued before a stop go on from here on (core/jobs).
  app.jobs.start();
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Backoffice is running at http://${shownHost}:${config.port}`);
  console.log('Demo sign-ins: see README.md (Demo accounts)');
}

try {
  await start(loadConfig());
} catch (error) {
  const told = error instanceof ConfigError || error instanceof DataFolderInUseError;
  console.error(told ? error.message : error);
  process.exit(1);
}
