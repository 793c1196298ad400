import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { interfaceAddresses } from './http/site-address';
import { startServer } from './server';
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

  const here = path.dirname(fileURLToPath(import.meta.url));
  const webRoot = path.resolve(here, '../web');
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
  const database = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${path.resolve(config.dataDir)}`;
  console.info(startBanner({ config, port: server.port, interfaces: interfaceAddresses(), database }));

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
}

main().catch((error: unknown) => {
  console.error('Money Islands failed to start:', error);
  process.exit(1);
});
