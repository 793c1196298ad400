// Backups of the embedded database (decision 019): a consistent copy of DATA_DIR/pglite, running or stopped,
// packed as DATA_DIR/backups/money-islands-<UTC time>.tar.gz; retention; restore into a stopped data folder.
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { pgliteFolder, type EmbeddedFiles } from '../db/database';

export const BACKUPS_FOLDER = 'backups';
export const BACKUP_PREFIX = 'money-islands-';
export const BACKUP_SUFFIX = '.tar.gz';
/** Inside the archive, the database's files sit in this folder (what DATA_DIR/pglite becomes on restore). */
export const ARCHIVE_ROOT = 'pglite';
/** Files an archive must hold to be a PostgreSQL data folder at all. */
export const REQUIRED_ENTRIES = ['PG_VERSION', 'global/pg_control', 'postgresql.conf'];
/**
 * A file whose modification time is this close to the moment pass 1 copied it may have been written again
 * within the same tick of the file system's clock (Linux stamps files with a coarse clock), without its time
 * or size changing: pass 2 copies it again to be sure.
 */
const SAME_TICK_SLACK_MS = 2_000;
/**
 * Catch-up copies outside the exclusive section before pass 2, each copying again what changed during the
 * previous one, so that pass 2 (which every statement waits for) finds only the last moments' changes.
 */
const CATCH_UP_PASSES = 2;
/** Files stat'ed or copied at once: enough to keep the disk busy, few enough not to run out of descriptors. */
const PARALLEL_FILES = 32;

export function backupsFolder(dataDir: string): string {
  return path.join(path.resolve(dataDir), BACKUPS_FOLDER);
}

/** `money-islands-2026-11-25T10-41-03.123Z.tar.gz`: UTC, sorts by time, no colons (Windows, shells). */
export function backupFileName(at: Date): string {
  return `${BACKUP_PREFIX}${at.toISOString().replace(/:/g, '-')}${BACKUP_SUFFIX}`;
}

/** The finished backups in a data folder, newest first (half-written ones have another name). */
export function listBackups(dataDir: string): { file: string; modified: Date }[] {
  const folder = backupsFolder(dataDir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith(BACKUP_SUFFIX))
    .sort()
    .reverse()
    .map((name) => ({ file: path.join(folder, name), modified: statSync(path.join(folder, name)).mtime }));
}

/** Deletes all but the newest `keep` backups; returns the deleted files. */
export async function pruneBackups(dataDir: string, keep: number): Promise<string[]> {
  const old = listBackups(dataDir).slice(keep);
  for (const { file } of old) await rm(file, { force: true });
  return old.map(({ file }) => file);
}

type Seen = { size: bigint; mtimeNs: bigint; copiedAtMs: number };

/** Every file under `root`, as paths relative to it (folders are implied by their files, empty ones listed too). */
async function walk(root: string, relative = ''): Promise<{ files: string[]; folders: string[] }> {
  const files: string[] = [];
  const folders: string[] = [relative];
  for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      const inner = await walk(root, child);
      files.push(...inner.files);
      folders.push(...inner.folders);
    } else if (entry.isFile()) files.push(child);
  }
  return { files, folders };
}

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += PARALLEL_FILES) await Promise.all(items.slice(start, start + PARALLEL_FILES).map(work));
}

/** Copies one file, remembering its size and time as they were just before the copy began. */
async function copyOne(from: string, to: string, relative: string, seen: Map<string, Seen>): Promise<void> {
  const before = await stat(path.join(from, relative), { bigint: true });
  const copiedAtMs = Date.now();
  await copyFile(path.join(from, relative), path.join(to, relative));
  seen.set(relative, { size: before.size, mtimeNs: before.mtimeNs, copiedAtMs });
}

/**
 * The files of `source` that may differ from their staged copy: new ones, those whose size or time changed, and
 * those written around the moment they were copied (SAME_TICK_SLACK_MS). Creates new folders in the staging copy.
 */
async function changedSince(source: string, stagedRoot: string, seen: Map<string, Seen>): Promise<{ changed: string[]; present: Set<string> }> {
  const now = await walk(source);
  for (const relative of now.folders) await mkdir(path.join(stagedRoot, relative), { recursive: true });
  const changed: string[] = [];
  await inBatches(now.files, async (relative) => {
    const was = seen.get(relative);
    const current = await stat(path.join(source, relative), { bigint: true }).catch((error: unknown) => (ignoreVanished(error), undefined));
    if (!current) return;
    const sameTick = was !== undefined && Number(was.mtimeNs / 1_000_000n) >= was.copiedAtMs - SAME_TICK_SLACK_MS;
    if (!was || was.size !== current.size || was.mtimeNs !== current.mtimeNs || sameTick) changed.push(relative);
  });
  return { changed, present: new Set(now.files) };
}

export type BackupResult = {
  file: string;
  /** How long every database statement waited: pass 2, inside the exclusive section. */
  heldMs: number;
  totalMs: number;
  bytes: number;
  /** Files copied again in pass 2. */
  recopied: number;
};

/**
 * Makes a consistent backup of a running (or just opened) embedded database without stopping it:
 * 1. CHECKPOINT, then copy every file to a staging folder while the server keeps serving (the copy may be
 *    inconsistent: files change while it runs);
 * 2. inside PGlite's exclusive section (no statement runs), CHECKPOINT again and copy only what changed since
 *    pass 1 — a file whose size or time differs, or that was written around the moment pass 1 copied it — and
 *    drop staged files that no longer exist. The staged folder is then exactly the data folder at one instant
 *    between two statements, which PostgreSQL opens like a folder after a crash: committed work is there,
 *    a transaction still open at that instant is rolled back;
 * 3. pack the staging folder into a .tar.gz under a temporary name and rename it when complete.
 */
export async function makeBackup(dataDir: string, embedded: EmbeddedFiles, now: () => Date = () => new Date()): Promise<BackupResult> {
  const started = performance.now();
  const folder = backupsFolder(dataDir);
  await mkdir(folder, { recursive: true });
  const name = backupFileName(now());
  const staging = path.join(folder, `.staging-${name}`);
  const stagedRoot = path.join(staging, ARCHIVE_ROOT);
  const partial = path.join(folder, `.${name}.partial`);
  const source = embedded.folder;
  try {
    // Pass 1, while serving. The checkpoint first writes out what PostgreSQL holds in memory, so pass 2 has
    // little left to write or copy.
    await embedded.checkpoint();
    const seen = new Map<string, Seen>();
    const first = await walk(source);
    for (const relative of first.folders) await mkdir(path.join(stagedRoot, relative), { recursive: true });
    await inBatches(first.files, (relative) => copyOne(source, stagedRoot, relative, seen).catch(ignoreVanished));

    for (let pass = 0; pass < CATCH_UP_PASSES; pass += 1) {
      const { changed } = await changedSince(source, stagedRoot, seen);
      await inBatches(changed, (relative) => copyOne(source, stagedRoot, relative, seen).catch(ignoreVanished));
    }

    // Pass 2: every statement waits for this.
    let recopied = 0;
    const heldStarted = performance.now();
    await embedded.exclusive(async (checkpoint) => {
      await checkpoint();
      const { changed, present } = await changedSince(source, stagedRoot, seen);
      await inBatches(changed, (relative) => copyFile(path.join(source, relative), path.join(stagedRoot, relative)));
      for (const relative of seen.keys()) if (!present.has(relative)) await rm(path.join(stagedRoot, relative), { force: true });
      recopied = changed.length;
    });
    const heldMs = performance.now() - heldStarted;

    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [ARCHIVE_ROOT]);
    const file = path.join(folder, name);
    await rename(partial, file);
    return { file, heldMs, totalMs: performance.now() - started, bytes: (await stat(file)).size, recopied };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** A file PostgreSQL removed between listing and copying (an old WAL segment): pass 2 settles it. */
function ignoreVanished(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}

export class BackupArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupArchiveError';
  }
}

/** Checks that a file is a backup this program made: a gzipped tar holding a PostgreSQL data folder under pglite/. */
export async function verifyArchive(file: string): Promise<void> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupArchiveError(`There is no file at ${file}.`);
  const entries = new Set<string>();
  const outside: string[] = [];
  try {
    await tar.list({
      file,
      onReadEntry: (entry) => {
        const entryPath = entry.path.replace(/\/$/, '');
        if (entryPath !== ARCHIVE_ROOT && !entryPath.startsWith(`${ARCHIVE_ROOT}/`)) outside.push(entryPath);
        entries.add(entryPath);
      },
    });
  } catch (error) {
    throw new BackupArchiveError(`${file} is not a readable .tar.gz archive (${(error as Error).message}).`);
  }
  if (outside.length > 0) throw new BackupArchiveError(`${file} is not a Money Islands backup: it holds ${outside[0]}, outside a ${ARCHIVE_ROOT} folder.`);
  const missing = REQUIRED_ENTRIES.filter((entry) => !entries.has(`${ARCHIVE_ROOT}/${entry}`));
  if (missing.length > 0) throw new BackupArchiveError(`${file} is not a complete Money Islands backup: it lacks ${missing.join(', ')}.`);
}

/** UTC time for folder names: 2026-11-25T10-41-03Z. */
function stamp(at: Date): string {
  return at.toISOString().replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
}

export type RestoreResult = { movedAside: string | undefined };

/**
 * Puts a verified archive's folder in place of DATA_DIR/pglite, the current one moved aside (never deleted).
 * The caller holds the data folder's lock. Returns where the previous folder went, if there was one.
 */
export async function swapInArchive(dataDir: string, file: string, now: Date = new Date()): Promise<RestoreResult> {
  const dir = path.resolve(dataDir);
  const extracting = path.join(dir, `.restoring-${stamp(now)}`);
  await rm(extracting, { recursive: true, force: true });
  await mkdir(extracting, { recursive: true });
  try {
    await tar.extract({ file, cwd: extracting, strict: true });
    const current = pgliteFolder(dir);
    let movedAside: string | undefined;
    if (existsSync(current)) {
      movedAside = path.join(dir, `${ARCHIVE_ROOT}.before-restore-${stamp(now)}`);
      await rename(current, movedAside);
    }
    await rename(path.join(extracting, ARCHIVE_ROOT), current);
    return { movedAside };
  } finally {
    await rm(extracting, { recursive: true, force: true });
  }
}

/** Undoes swapInArchive when the restored folder would not start: the restored one is kept aside for a look. */
export async function undoSwap(dataDir: string, movedAside: string | undefined, now: Date = new Date()): Promise<string> {
  const dir = path.resolve(dataDir);
  const failed = path.join(dir, `${ARCHIVE_ROOT}.failed-restore-${stamp(now)}`);
  await rename(path.join(dir, ARCHIVE_ROOT), failed);
  if (movedAside) await rename(movedAside, path.join(dir, ARCHIVE_ROOT));
  return failed;
}
