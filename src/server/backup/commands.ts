// `npm run backup` and `npm run restore FILE` (decision 019): plain sentences for an operator, an exit code.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { acquireDataDirLock, dataDirLockOwner, DataDirInUseError } from '../db/data-dir-lock';
import { openDatabase, pgliteFolder } from '../db/database';
import { BackupArchiveError, makeBackup, swapInArchive, undoSwap, verifyArchive, type BackupResult } from './backup';
import { describeBackup } from './backup-service';
import { askServerForBackup, controlSocketPath } from './control-socket';

/** How long the CLI waits for a running server's backup: a large database takes a while to pack. */
const SERVER_BACKUP_TIMEOUT_MS = 30 * 60 * 1000;

export type Output = { info: (line: string) => void; error: (line: string) => void };

const PG_DUMP_HELP = [
  'DATABASE_URL is set, so the data lives in PostgreSQL: back it up with PostgreSQL\'s own tools, for example',
  '  pg_dump --format=custom --file="money-islands-$(date +%F).dump" "$DATABASE_URL"',
  'and restore a dump into a new, empty database, with every server stopped:',
  '  createdb money_islands_restored',
  '  pg_restore --no-owner --dbname=postgres://…/money_islands_restored money-islands-2026-11-25.dump',
  'docs/deploying.md ("Backups") explains the steps.',
];

function configOrExplain(env: Record<string, string | undefined>, out: Output) {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      out.error(`The settings are not valid, so nothing was done. ${error.message}`);
      return undefined;
    }
    throw error;
  }
}

/** `npm run backup`: asks the running server for a backup, or makes one itself when no server runs. */
export async function backupCommand(env: Record<string, string | undefined>, out: Output): Promise<number> {
  const config = configOrExplain(env, out);
  if (!config) return 1;
  if (config.databaseUrl) {
    for (const line of PG_DUMP_HELP) out.error(line);
    return 1;
  }
  const dataDir = path.resolve(config.dataDir);
  if (!existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'))) {
    out.error(`There is no embedded database in ${dataDir} to back up. Start Money Islands once (npm start), or set DATA_DIR to the folder it uses.`);
    return 1;
  }
  const owner = dataDirLockOwner(dataDir);
  let result: BackupResult;
  if (owner !== undefined) {
    out.info(`A Money Islands server (process ${owner}) is using ${dataDir}; asking it for a backup…`);
    try {
      const answer = await askServerForBackup(dataDir, SERVER_BACKUP_TIMEOUT_MS);
      if (!answer.ok) {
        out.error(`The server could not make the backup: ${answer.error}`);
        return 1;
      }
      result = answer;
    } catch (error) {
      out.error(
        `Could not reach the running server through ${controlSocketPath(dataDir)} (${(error as Error).message}). ` +
          'Run this command as the user the server runs as; if the server is older than this command, restart it.',
      );
      return 1;
    }
  } else {
    let database;
    try {
      database = await openDatabase({ kind: 'pglite', dataDir });
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        out.error(`A server started on ${dataDir} just now; run npm run backup again and it will ask that server.`);
        return 1;
      }
      throw error;
    }
    try {
      if (!database.embedded) throw new Error('the embedded database has no data folder');
      result = await makeBackup(dataDir, database.embedded);
    } finally {
      await database.close();
    }
  }
  out.info(`Backup written: ${describeBackup(result)}.`);
  out.info(`To restore it, stop the server and run: npm run restore ${result.file}`);
  return 0;
}

/** `npm run restore FILE`: puts a backup in place of a stopped server's database, keeping the current one aside. */
export async function restoreCommand(file: string | undefined, env: Record<string, string | undefined>, out: Output): Promise<number> {
  const config = configOrExplain(env, out);
  if (!config) return 1;
  if (config.databaseUrl) {
    for (const line of PG_DUMP_HELP) out.error(line);
    return 1;
  }
  if (!file) {
    out.error('Say which backup to restore: npm run restore DATA_DIR/backups/money-islands-….tar.gz');
    return 1;
  }
  const dataDir = path.resolve(config.dataDir);
  const archive = path.resolve(file);
  const owner = dataDirLockOwner(dataDir);
  if (owner !== undefined) {
    out.error(`A Money Islands server (process ${owner}) is using ${dataDir}. Stop it first, then run npm run restore again; nothing was changed.`);
    return 1;
  }
  try {
    await verifyArchive(archive);
  } catch (error) {
    if (error instanceof BackupArchiveError) {
      out.error(`${error.message} Nothing was changed.`);
      return 1;
    }
    throw error;
  }

  let lock;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      out.error(`A server started on ${dataDir} just now. Stop it first, then run npm run restore again; nothing was changed.`);
      return 1;
    }
    throw error;
  }
  let movedAside: string | undefined;
  try {
    ({ movedAside } = await swapInArchive(dataDir, archive));
  } finally {
    lock.release();
  }
  if (movedAside) out.info(`The database that was in ${dataDir} is kept, untouched, in ${movedAside} (delete it yourself once you are sure).`);

  // Open it once: PostgreSQL recovers the copy (as after a crash) and any newer migrations apply.
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
  } catch (error) {
    const failed = await undoSwap(dataDir, movedAside);
    out.error(
      `The restored database would not start (${(error as Error).message}). The previous database is back in place; ` +
        `the restored copy is in ${failed} for a closer look.`,
    );
    return 1;
  }
  out.info(`Restored ${archive} into ${pgliteFolder(dataDir)}. It starts and is up to date; start the server (npm start).`);
  return 0;
}
