import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, protocol } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { listenOnPostgres, type ListenHandlers, type Listener } from './listen';
import { schemaTables } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schemaTables>;

/**
 * What a backup needs of the embedded database when it lives in a data folder (decision 019): where its files
 * are, and a way to hold every statement off while they are copied.
 */
export type EmbeddedFiles = {
  /** The PGlite folder, `DATA_DIR/pglite`. */
  folder: string;
  /** Runs CHECKPOINT as an ordinary statement, in turn with everyone else's. */
  checkpoint: () => Promise<void>;
  /**
   * Runs `fn` while no statement can run (PGlite's `runExclusive`): PostgreSQL is idle between statements, every
   * committed transaction's WAL is in the files. `checkpoint` runs CHECKPOINT inside, without taking the lock again.
   */
  exclusive: <T>(fn: (checkpoint: () => Promise<void>) => Promise<T>) => Promise<T>;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's files, when it has a data folder (not in memory, not PostgreSQL). */
  embedded?: EmbeddedFiles;
  /** Hears the notifications sent on a channel (NOTIFY) by any transaction that commits. */
  listen: (channel: string, handlers: ListenHandlers) => Promise<Listener>;
  /** Sends a notification on a channel to every listener, in every process, once it is sent (it commits alone). */
  notify: (channel: string, payload: string) => Promise<void>;
  close: () => Promise<void>;
};

/** Where the embedded database keeps its files inside DATA_DIR. */
export function pgliteFolder(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pglite');
}

/** The committed migrations, found from the source tree and from the bundled server alike. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/server/db → ../../../drizzle ; dist/server → ../../drizzle
  const candidates = [path.resolve(here, '../../../drizzle'), path.resolve(here, '../../drizzle')];
  const [fromSource, fromBundle] = candidates as [string, string];
  return existsSync(path.join(fromSource, 'meta/_journal.json')) ? fromSource : fromBundle;
}

/**
 * Key of the PostgreSQL advisory lock held while migrations are applied, so that several server processes or
 * machines starting at once apply each migration once: the others wait, then find nothing left to apply.
 * Drizzle's migrator takes no lock of its own. (Any fixed 64-bit number; this one spells "islands".)
 */
export const MIGRATION_LOCK_KEY = 0x69736c616e6473n;

/** Applies the committed migrations while holding MIGRATION_LOCK_KEY on a connection of its own. */
async function migrateOnce(url: string, migrateNow: () => Promise<void>): Promise<void> {
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  try {
    await locker.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await migrateNow();
  } finally {
    // Ending the connection releases the lock even if the unlock fails.
    await locker.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch(() => undefined);
    await locker.end();
  }
}

/**
 * How PGlite starts on a data folder (decision 019). PGlite's defaults start PostgreSQL with `-F` (fsync off),
 * and its Node file system has no fsync at all: fsync calls do nothing. What does reach the disk is a file
 * opened with O_DSYNC, which PGlite's file layer passes on to Node as O_SYNC. So: fsync on (PostgreSQL then
 * opens the WAL with the sync method's flag) and `wal_sync_method=open_datasync`: every WAL write, and so every
 * commit, is on the disk before the commit returns. Data files written at a checkpoint still reach the disk
 * only when the operating system writes them back (measured and explained in the decision).
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'wal_sync_method=open_datasync',
];

/** PostgreSQL connections per server process. */
export const DEFAULT_POOL_SIZE = 10;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined: an in-memory database (tests). */
  | { kind: 'pglite'; dataDir: string | undefined };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? DEFAULT_POOL_SIZE });
    // An idle connection can be ended by the server (a restart, a dropped database); pg emits that on the
    // pool, and unhandled it would crash the process. The pool opens a new connection on the next query.
    pool.on('error', (error) => console.error(`[database] an idle PostgreSQL connection was closed: ${error.message}`));
    const db = drizzlePg(pool, { schema: schemaTables });
    try {
      await migrateOnce(options.url, () => migratePg(db, { migrationsFolder: migrationsFolder() }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    const { url } = options;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: async (channel, handlers) => listenOnPostgres(url, channel, handlers),
      notify: async (channel, payload) => {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      close: () => pool.end(),
    };
  }

  let lock: DataDirLock | undefined;
  let client: PGlite;
  let embedded: EmbeddedFiles | undefined;
  if (options.dataDir) {
    const dir = path.resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    lock = acquireDataDirLock(dir);
    const folder = pgliteFolder(dir);
    const pglite = new PGlite(folder, { startParams: [...PGLITE_START_PARAMS] });
    client = pglite;
    embedded = {
      folder,
      checkpoint: async () => {
        await pglite.exec('CHECKPOINT');
      },
      // execProtocol is not behind PGlite's query lock (its documentation says so): the way to run a
      // statement while runExclusive holds it.
      exclusive: (fn) => pglite.runExclusive(() => fn(async () => void (await pglite.execProtocol(protocol.serialize.query('CHECKPOINT'))))),
    };
  } else {
    client = new PGlite();
  }
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema: schemaTables });
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ...(embedded ? { embedded } : {}),
      // PGlite runs in this process: a notification is delivered as its transaction commits, never lost.
      listen: async (channel, handlers) => {
        const unlisten = await client.listen(channel, handlers.onNotification);
        handlers.onListening();
        return { stop: () => unlisten() };
      },
      notify: async (channel, payload) => {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
