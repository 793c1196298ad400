import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { interfaceAddresses } from './http/site-address';
import { startServer } from './server';
import { runPrimary, type ListeningMessage } from './server-processes';
import { startBanner } from './start-banner';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Money Islands cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const databaseName = (processes: number) =>
    config.databaseUrl
      ? `PostgreSQL${processes > 1 ? ` with ${processes} server processes (WEB_CONCURRENCY)` : ''}`
      : `the embedded database in ${path.resolve(config.dataDir)}`;
  if (config.processes > 1 && cluster.isPrimary) {
    const shown = config;
    await runPrimary(config, (port) => console.info(startBanner({ config: shown, port, interfaces: interfaceAddresses(), database: databaseName(shown.processes) })));
    return;
  }

  const here = path.dirname(fileURLToPath(import.meta.url));
  // The built web app beside the server (dist/web); WEB_ROOT serves another copy (the e2e test of an update
  // deployed while a tab is open serves a changed service worker this way).
  const webRoot = process.env.WEB_ROOT ? path.resolve(process.env.WEB_ROOT) : path.resolve(here, '../web');
  let server;
  try {
    server = await startServer({ config, webRoot });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`Money Islands cannot start: ${error.message}`);
      process.exit(1);
    }
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Money Islands cannot start: port ${config.port} is already in use. Stop the other program, or start with PORT set to a free port.`);
      process.exit(1);
    }
    throw error;
  }
  // One of several server processes: the primary prints the banner once all of them listen.
  if (cluster.isWorker) process.send?.({ type: 'money-islands:listening', port: server.port } satisfies ListeningMessage);
  else console.info(startBanner({ config, port: server.port, interfaces: interfaceAddresses(), database: databaseName(1) }));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received: closing the server and the database…`);
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close().then(
      () => {
        console.info('Stopped cleanly.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Error while stopping', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // One of several server processes whose primary is gone (killed): nothing would replace or stop this one.
  if (cluster.isWorker) process.on('disconnect', () => stop('Disconnect from the primary process'));
}

main().catch((error: unknown) => {
  console.error('Money Islands failed to start:', error);
  process.exit(1);
});
