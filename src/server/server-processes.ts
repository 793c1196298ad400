import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { seedReferenceData } from './db/seed';
import { loadOrCreateAuthSecret } from './secret';

/** What a server process tells the primary once it listens. */
export type ListeningMessage = { type: 'money-islands:listening'; port: number };

export function isListeningMessage(message: unknown): message is ListeningMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'money-islands:listening';
}

/** A server process that stops on its own after all have started is replaced after this long. */
export const REPLACE_PROCESS_DELAY_MS = 1000;
/** How long the primary waits for every server process to close cleanly after SIGINT/SIGTERM. */
export const PROCESSES_SHUTDOWN_GRACE_MS = 12_000;

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process is the primary of Node's cluster module. It applies the
 * migrations and reference data once, makes sure every process will use the same AUTH_SECRET, then starts
 * `config.processes` server processes that share the port (the primary hands each new connection to one of
 * them in turn). It serves nothing itself. See docs/decisions/018-several-server-processes.md.
 */
export async function runPrimary(config: Config, printBanner: (port: number) => void): Promise<void> {
  if (!config.databaseUrl) throw new Error('several server processes need DATABASE_URL');
  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 });
  try {
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  // Without AUTH_SECRET each process would otherwise race to generate its own: write it once, here.
  loadOrCreateAuthSecret(config.authSecret, config.dataDir);

  const wanted = config.processes;
  const started = new Set<Worker>();
  let bannerShown = false;
  let stopping = false;
  /** A process failed while starting: the primary exits with 1 once the others have stopped. */
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isListeningMessage(message)) return;
      started.add(worker);
      if (!bannerShown && started.size === wanted) {
        bannerShown = true;
        printBanner(message.port);
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasStarted = started.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        if (failed) process.exit(1);
        console.info('Stopped cleanly.');
        process.exit(0);
      }
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!bannerShown || !wasStarted) {
      // A process that cannot start (a taken port, an unreachable database) would fail the same way again.
      console.error(`Money Islands cannot start: a server process stopped while starting (${how}); see above. Stopping the others.`);
      stopping = true;
      failed = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    console.error(`[server] server process ${worker.process.pid} stopped (${how}); starting another in ${REPLACE_PROCESS_DELAY_MS} ms.`);
    setTimeout(() => {
      if (!stopping) fork();
    }, REPLACE_PROCESS_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received: closing ${wanted} server processes…`);
    // A Ctrl-C in a terminal reaches every process itself; `kill` of the primary reaches only the primary.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, PROCESSES_SHUTDOWN_GRACE_MS);
    force.unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let index = 0; index < wanted; index += 1) fork();
}
