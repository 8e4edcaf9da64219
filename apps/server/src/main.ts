// Starts podbor: configuration, migrations, listen; graceful shutdown on SIGTERM/SIGINT.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, sqliteFile } from './db/database';
import { quickCheckSqlite } from './db/health';
import { migrateToLatest } from './db/migrate';

/** A sentence for the listen errors a newcomer meets (Russian, then English), instead of a stack. */
function listenFailure(err: unknown, host: string, port: number): string | undefined {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return (
      `podbor: порт ${port} на ${host} уже занят (возможно, podbor уже запущен). ` +
      `Остановите тот процесс или выберите другой порт: PORT=${port + 1} npm start\n` +
      `podbor: port ${port} on ${host} is already in use; stop that process or choose another PORT.`
    );
  }
  if (code === 'EACCES') {
    return (
      `podbor: нет прав слушать порт ${port} на ${host}. Выберите порт выше 1023: PORT=3000 npm start\n` +
      `podbor: no permission to listen on port ${port} on ${host}; choose a port above 1023.`
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return (
      `podbor: адрес ${host} недоступен на этой машине. Проверьте HOST (например, HOST=127.0.0.1)\n` +
      `podbor: address ${host} is not available on this machine; check HOST.`
    );
  }
  return undefined;
}

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
  if (config.databaseKind === 'sqlite') {
    const damage = quickCheckSqlite(sqliteFile(config.dataDir));
    if (damage) {
      console.error(
        `podbor: файл базы данных ${sqliteFile(config.dataDir)} повреждён (${damage}). ` +
          'Восстановите его из резервной копии.\n' +
          `podbor: the database file is damaged (${damage}); restore it from a backup.`,
      );
      process.exit(1);
    }
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

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    const why = listenFailure(err, config.HOST, config.PORT);
    if (!why) throw err;
    console.error(why);
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`podbor: http://${config.HOST}:${port}`);
}

main().catch((err) => {
  console.error('podbor failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
