import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export type DataDirLock = { release: () => void };

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is already in use by another Money Islands server (process ${pid}). ` +
        `Stop that server first, or start this one with DATA_DIR set to another folder or DATABASE_URL set to a PostgreSQL server.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: a second process writing the same folder would corrupt it.
 * A lock file with the owner's pid keeps a second server out; a lock left by a crashed server is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) throw new DataDirInUseError(dataDir, owner);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

/** The pid of a live process holding the data folder's lock (another one than this), if any. */
export function dataDirLockOwner(dataDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number.parseInt(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'), 10);
  } catch {
    return undefined;
  }
  return Number.isInteger(owner) && owner !== process.pid && isRunning(owner) ? owner : undefined;
}
