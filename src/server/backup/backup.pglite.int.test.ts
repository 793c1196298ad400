import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inMapOrder } from '../../content/catalogue-queries';
import { loadModuleBody, WRITTEN_MODULE_IDS } from '../../content/module-bodies';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { adventureAttempts, classicAnswers } from '../progress/quiz-fixtures';
import { startServer, type RunningServer } from '../server';
import { backupFileName, backupsFolder, listBackups } from './backup';
import { backupCommand, restoreCommand, type Output } from './commands';
import { askServerForBackup } from './control-socket';

// Real data folders, real servers and archives: generous limits for a loaded two-core machine.
vi.setConfig({ testTimeout: 400_000 });

const SECRET = 'backup-test-secret-backup-test-secret-0123456789';
const folders: string[] = [];
const servers: RunningServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'money-islands-backup-'));
  folders.push(dir);
  return dir;
}

function output(): Output & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), error: (line) => lines.push(line) };
}

async function start(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, AUTH_SECRET: SECRET, RATE_LIMIT: 'off', BACKUPS: 'off', ...env });
  const server = await startServer({ config, log: () => undefined });
  servers.push(server);
  return server;
}

async function stop(server: RunningServer): Promise<void> {
  servers.splice(servers.indexOf(server), 1);
  await server.close();
}

/** Every row of every table of the database (our schema and drizzle's migration journal), ordered by primary key. */
async function everyTable(database: Database): Promise<Record<string, string[]>> {
  const tables = (await database.db.execute(
    sql.raw(`SELECT n.nspname AS schema, c.relname AS name,
        coalesce((SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY k.ord)
          FROM pg_index i CROSS JOIN unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
          WHERE i.indrelid = c.oid AND i.indisprimary), '1') AS key
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`),
  )) as unknown as { rows: { schema: string; name: string; key: string }[] };
  const contents: Record<string, string[]> = {};
  for (const { schema, name, key } of tables.rows) {
    const rows = (await database.db.execute(
      sql.raw(`SELECT to_jsonb(t)::text AS row FROM "${schema}"."${name}" t ORDER BY ${key}, to_jsonb(t)::text`),
    )) as unknown as { rows: { row: string }[] };
    contents[`${schema}.${name}`] = rows.rows.map((r) => r.row);
  }
  return contents;
}

async function firstModule(): Promise<{ moduleId: string; submission: Record<string, unknown> }> {
  const [moduleId] = inMapOrder(WRITTEN_MODULE_IDS);
  if (!moduleId) throw new Error('no written module');
  const body = await loadModuleBody(moduleId);
  if (!body) throw new Error(`no body for ${moduleId}`);
  const submission = body.format === 'adventure' ? { format: 'adventure', attempts: await adventureAttempts(moduleId) } : { format: 'classic', answers: await classicAnswers(moduleId) };
  return { moduleId, submission };
}

/** A learner signed up over HTTP, with the session cookie to send. */
async function signUp(server: RunningServer, n: number): Promise<string> {
  const base = `http://127.0.0.1:${server.port}`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Backup ${n}`, email: `backup-${n}-${Date.now()}@example.com`, password: 'backup-test-pw' }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function complete(server: RunningServer, cookie: string, key: string, work: { moduleId: string; submission: Record<string, unknown> }): Promise<void> {
  const base = `http://127.0.0.1:${server.port}`;
  const response = await fetch(`${base}/api/progress/quiz`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', cookie },
    body: JSON.stringify({ moduleId: work.moduleId, idempotencyKey: key, submission: work.submission }),
  });
  if (response.status !== 200) throw new Error(`completion ${key} answered ${response.status}: ${await response.text()}`);
  await response.json();
}

/** Each learner's gems equal what their stored results awarded: a completion is all there or not at all. */
async function gemsMatchResults(database: Database): Promise<{ learners: number; mismatched: number }> {
  const result = (await database.db.execute(
    sql.raw(`SELECT count(*)::int AS learners, count(*) FILTER (WHERE p.jewels <> coalesce(r.awarded, 0))::int AS mismatched
      FROM profiles p LEFT JOIN (SELECT user_id, sum((outcome->>'gemsAwarded')::int) AS awarded FROM quiz_results GROUP BY user_id) r USING (user_id)`),
  )) as unknown as { rows: { learners: number; mismatched: number }[] };
  const [row] = result.rows;
  if (!row) throw new Error('no answer');
  return row;
}

describe('backups of the embedded database', () => {
  it('backs up a stopped database, and a restore after changes gives back exactly the backed-up rows, every table', async () => {
    const dataDir = newDataDir();
    const server = await start(dataDir);
    const work = await firstModule();
    const cookie = await signUp(server, 1);
    await complete(server, cookie, 'before-backup-1', work);
    await signUp(server, 2);
    await stop(server);

    const before = await openDatabase({ kind: 'pglite', dataDir });
    const atBackup = await everyTable(before);
    await before.close();
    expect(atBackup['public.quiz_results']).toHaveLength(1);

    const out = output();
    expect(await backupCommand({ DATA_DIR: dataDir }, out)).toBe(0);
    const [backup] = listBackups(dataDir);
    if (!backup) throw new Error(`no backup was written: ${out.lines.join('\n')}`);
    expect(out.lines.join('\n')).toContain(`Backup written: ${backup.file}`);

    // Change the data: a new learner and completion, a deleted learner, an update.
    const later = await start(dataDir);
    const other = await signUp(later, 3);
    await complete(later, other, 'after-backup-1', work);
    await stop(later);
    const changing = await openDatabase({ kind: 'pglite', dataDir });
    await changing.db.execute(sql.raw(`DELETE FROM "user" WHERE name = 'Backup 2'`));
    await changing.db.execute(sql.raw(`UPDATE profiles SET jewels = jewels + 100`));
    expect(await everyTable(changing)).not.toEqual(atBackup);
    await changing.close();

    const restoring = output();
    expect(await restoreCommand(backup.file, { DATA_DIR: dataDir }, restoring)).toBe(0);
    expect(restoring.lines.join('\n')).toMatch(/is kept, untouched, in .*pglite\.before-restore-/);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);

    const after = await openDatabase({ kind: 'pglite', dataDir });
    expect(await everyTable(after)).toEqual(atBackup);
    await after.close();
  });

  it('a backup a running server makes during completions holds every completion acknowledged before it started, each whole', async () => {
    const dataDir = newDataDir();
    const server = await start(dataDir);
    const work = await firstModule();
    const cookies = await Promise.all([1, 2, 3, 4].map((n) => signUp(server, n)));
    const acknowledged: string[] = [];
    let sent = 0;
    let loading = true;
    // Enough to keep completions arriving all through the backup, not so many that the loaded machine crawls.
    const IN_FLIGHT = 3;
    const load = Promise.all(
      Array.from({ length: IN_FLIGHT }, async (_, worker) => {
        while (loading) {
          const key = `load-${worker}-${(sent += 1)}`;
          await complete(server, cookies[sent % cookies.length] ?? '', key, work);
          acknowledged.push(key);
        }
      }),
    );
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    const beforeBackup = [...acknowledged];
    const answer = await askServerForBackup(dataDir, 300_000);
    const duringBackup = acknowledged.length - beforeBackup.length;
    loading = false;
    await load;
    if (!answer.ok) throw new Error(answer.error);
    expect(path.dirname(answer.file)).toBe(backupsFolder(dataDir));
    // The load really ran while the backup was made.
    expect(duringBackup).toBeGreaterThan(0);
    const live = await gemsMatchResults(server.database);
    expect(live.mismatched).toBe(0);
    await stop(server);

    const restoredDir = newDataDir();
    expect(await restoreCommand(answer.file, { DATA_DIR: restoredDir }, output())).toBe(0);
    const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    const keys = (await restored.db.execute(sql.raw('SELECT idempotency_key AS key FROM quiz_results'))) as unknown as { rows: { key: string }[] };
    const stored = new Set(keys.rows.map((row) => row.key));
    expect(beforeBackup.filter((key) => !stored.has(key))).toEqual([]);
    expect(await gemsMatchResults(restored)).toEqual({ learners: 4, mismatched: 0 });
    await restored.close();
  });

  it('restore refuses while a server holds the data folder, and refuses what is not a backup; nothing is changed', async () => {
    const dataDir = newDataDir();
    const server = await start(dataDir);
    await stop(server);
    const out = output();
    expect(await backupCommand({ DATA_DIR: dataDir }, out)).toBe(0);
    const [backup] = listBackups(dataDir);
    if (!backup) throw new Error('no backup');

    // Another live process (the one that started this test) holds the lock.
    writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
    const refused = output();
    expect(await restoreCommand(backup.file, { DATA_DIR: dataDir }, refused)).toBe(1);
    expect(refused.lines.join('\n')).toMatch(new RegExp(`A Money Islands server \\(process ${process.ppid}\\) is using .*Stop it first.*nothing was changed`));
    rmSync(path.join(dataDir, 'server.lock'));

    const notBackup = path.join(dataDir, 'not-a-backup.tar.gz');
    writeFileSync(notBackup, 'hello');
    const bad = output();
    expect(await restoreCommand(notBackup, { DATA_DIR: dataDir }, bad)).toBe(1);
    expect(bad.lines.join('\n')).toMatch(/is not a complete Money Islands backup: it lacks PG_VERSION.*Nothing was changed/);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite'))).toEqual(['pglite']);
  });

  it('with DATABASE_URL both commands say to use pg_dump and pg_restore, and fail', async () => {
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/islands' };
    for (const run of [(out: Output) => backupCommand(env, out), (out: Output) => restoreCommand('x.tar.gz', env, out)]) {
      const out = output();
      expect(await run(out)).toBe(1);
      expect(out.lines.join('\n')).toMatch(/DATABASE_URL is set.*pg_dump --format=custom[\s\S]*pg_restore/s);
    }
  });

  it('the server makes a backup at start when the newest is a day old and keeps the newest BACKUP_KEEP; BACKUPS=off makes none', async () => {
    const dataDir = newDataDir();
    const off = await start(dataDir, { BACKUPS: 'off' });
    await off.backups?.idle();
    await stop(off);
    expect(existsSync(backupsFolder(dataDir))).toBe(false);

    // Three older backups, the newest two days old.
    await mkdir(backupsFolder(dataDir), { recursive: true });
    const DAY = 24 * 60 * 60 * 1000;
    const old = [4, 3, 2].map((days) => {
      const at = new Date(Date.now() - days * DAY);
      const file = path.join(backupsFolder(dataDir), backupFileName(at));
      writeFileSync(file, 'old');
      utimesSync(file, at, at);
      return file;
    });
    const on = await start(dataDir, { BACKUPS: 'on', BACKUP_KEEP: '2' });
    await on.backups?.idle();
    await stop(on);
    const kept = listBackups(dataDir).map((backup) => backup.file);
    expect(kept).toHaveLength(2);
    expect(kept[1]).toBe(old[2]);
    expect(kept[0]).not.toBe(old[2]);

    // A fresh one (under a day old): the next start makes none.
    const again = await start(dataDir, { BACKUPS: 'on', BACKUP_KEEP: '2' });
    await again.backups?.idle();
    await stop(again);
    expect(listBackups(dataDir).map((backup) => backup.file)).toEqual(kept);
  });
});
