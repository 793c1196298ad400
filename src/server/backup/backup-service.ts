// The running server's side of backups (decision 019): one backup at a time, whoever asks (the daily timer or
// `npm run backup` through the control socket), the old ones pruned, and a backup a day.
import type { EmbeddedFiles } from '../db/database';
import { listBackups, makeBackup, pruneBackups, type BackupResult } from './backup';

export const BACKUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

const BYTES_PER_MIB = 1024 * 1024;

export function describeBackup(result: BackupResult): string {
  return (
    `${result.file} (${(result.bytes / BYTES_PER_MIB).toFixed(1)} MiB) in ${(result.totalMs / 1000).toFixed(1)} s; ` +
    `database requests waited ${result.heldMs.toFixed(1)} ms for it (${result.recopied} files copied again)`
  );
}

export class BackupService {
  #running: Promise<BackupResult> | undefined;

  constructor(
    private readonly options: {
      dataDir: string;
      embedded: EmbeddedFiles;
      /** Backups kept (BACKUP_KEEP); undefined: none deleted (BACKUPS=off, backups made only on request). */
      keep: number | undefined;
      log: (line: string) => void;
      now?: () => Date;
    },
  ) {}

  /** Makes a backup, or joins the one under way: two at once would only copy the same files twice. */
  run(): Promise<BackupResult> {
    this.#running ??= this.#make().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #make(): Promise<BackupResult> {
    const { dataDir, embedded, keep, log, now } = this.options;
    const result = await makeBackup(dataDir, embedded, now);
    log(`[backup] wrote ${describeBackup(result)}`);
    if (keep !== undefined) {
      const removed = await pruneBackups(dataDir, keep);
      if (removed.length > 0) log(`[backup] removed ${removed.length} old backup(s), keeping the newest ${keep}`);
    }
    return result;
  }

  /**
   * A backup now if the newest is older than the interval (or there is none), then one every interval. The
   * timer does not keep the process alive; a failed backup is logged and the next one is tried on time.
   */
  scheduleDaily(intervalMs: number = BACKUP_INTERVAL_MS): { stop: () => void } {
    const { dataDir, log, now = () => new Date() } = this.options;
    const attempt = () =>
      void this.run().catch((error: unknown) => log(`[backup] the daily backup failed; the server goes on. ${(error as Error).stack ?? String(error)}`));
    const newest = listBackups(dataDir)[0];
    if (!newest || now().getTime() - newest.modified.getTime() >= intervalMs) attempt();
    const timer = setInterval(attempt, intervalMs);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }

  /** Resolves when no backup is under way (closing the server waits, so the database is not closed mid-copy). */
  async idle(): Promise<void> {
    await this.#running?.catch(() => undefined);
  }
}
