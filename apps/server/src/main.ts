// Starts podbor: configuration, migrations, listen; graceful shutdown on SIGTERM/SIGINT.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await migrateToLatest(database);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close(); // stops accepting, finishes in-flight requests, runs onClose hooks
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`podbor: http://${config.HOST}:${port}`);
}

main().catch((err) => {
  console.error('podbor failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
