import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Completion } from '../../domain/progress';
import { COMPLETION_CATALOGUE } from '../progress/catalogue';
import { readProgress } from '../progress/progress-store';
import { TEST_POSTGRES_URL, testDbKind } from '../testing/test-database';
import type { Db } from './database';
import { migrationsFolder } from './database';
import { schemaTables } from './schema';

/** The old completion log's cap: a learner who had played a lot had exactly this many entries. */
const OLD_LOG_CAP = 400;
const MIGRATION_TAG = '0002_completions_in_quiz_results';

/** The committed migrations up to (not including) 0002: the database as it was before this change. */
function migrationsBefore(folder: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-before-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; idx: number }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === MIGRATION_TAG);
  expect(index).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, index);
  for (const entry of entries) cpSync(path.join(folder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

type Run = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
type Subject = { run: Run; migrate: (folder: string) => Promise<void>; db: Db; close: () => Promise<void> };

async function openPglite(): Promise<Subject> {
  const client = new PGlite();
  const db = drizzlePglite(client, { schema: schemaTables });
  return {
    run: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    db: db as unknown as Db,
    close: () => client.close(),
  };
}

async function openPostgres(): Promise<Subject> {
  const name = `money_islands_migration_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePg(pool, { schema: schemaTables });
  return {
    run: async (text, params) => (await pool.query(text, params)).rows as Record<string, unknown>[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    db: db as unknown as Db,
    close: async () => {
      await pool.end();
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A full old-style log: a first completion of each of 30 modules, then replays up to the cap, one minute
 * apart, with local hours that differ from the UTC hour (a learner in UTC+8).
 */
function fullLog(): Completion[] {
  const modules = COMPLETION_CATALOGUE.modules.slice(0, 30);
  const start = Date.UTC(2026, 0, 1, 0, 0, 0, 0);
  return Array.from({ length: OLD_LOG_CAP }, (_, index) => {
    const module = modules[index % modules.length];
    if (!module) throw new Error('catalogue too small');
    const at = new Date(start + index * 60_000 + (index % 7));
    const local = new Date(at.getTime() + 8 * 3_600_000);
    return {
      moduleId: module.id,
      at: at.toISOString(),
      localHour: local.getUTCHours(),
      localDate: local.toISOString().slice(0, 10),
      island: module.island,
      score: 70 + (index % 31),
      firstCompletion: index < modules.length,
    };
  });
}

const open = testDbKind() === 'postgres' ? openPostgres : openPglite;
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe(`migration ${MIGRATION_TAG} (${testDbKind()})`, () => {
  it('moves a learner’s full 400-entry log into one quiz_results row per completion, losing nothing', async () => {
    const subject = await open();
    try {
      const before = migrationsBefore(migrationsFolder());
      folders.push(before);
      await subject.migrate(before);

      const log = fullLog();
      const userId = 'learner-at-cap';
      await subject.run(`INSERT INTO "user" (id, name, email) VALUES ($1, 'Mei', 'mei@example.com')`, [userId]);
      await subject.run(`INSERT INTO profiles (user_id, jewels, time_zone) VALUES ($1, 30, 'Asia/Taipei')`, [userId]);
      const completed = [...new Set(log.map((entry) => entry.moduleId))];
      await subject.run(`INSERT INTO user_progress (user_id, completed_modules, module_scores, completions) VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb)`, [
        userId,
        JSON.stringify(completed),
        JSON.stringify(Object.fromEntries(completed.map((id) => [id, 100]))),
        JSON.stringify(log),
      ]);
      // Each entry but the last was written with its result row, as the server did; the last has none (a
      // hand-made entry), and two results completed nothing (a failed attempt, an unfinished one).
      for (const [index, entry] of log.slice(0, -1).entries()) {
        await subject.run(
          `INSERT INTO quiz_results (user_id, module_id, score, total_questions, answers, idempotency_key, completed_at) VALUES ($1, $2, $3, 5, '{}', $4, $5)`,
          [userId, entry.moduleId, entry.score, `key-${index}`, entry.at],
        );
      }
      await subject.run(`INSERT INTO quiz_results (user_id, module_id, score, total_questions, answers, idempotency_key, completed_at) VALUES ($1, 'M01', 20, 5, '{}', 'failed', $2)`, [
        userId,
        log[0]?.at,
      ]);
      await subject.run(`INSERT INTO quiz_results (user_id, module_id, score, total_questions, answers, idempotency_key, completed_at) VALUES ($1, 'M02', 0, 5, '{}', 'unfinished', now())`, [userId]);

      await subject.migrate(migrationsFolder());

      const rows = await subject.run(
        `SELECT module_id, to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, local_hour, local_date::text AS local_date,
           island, score, first_completion, idempotency_key FROM quiz_results WHERE user_id = $1 AND first_completion IS NOT NULL ORDER BY completed_at, idempotency_key`,
        [userId],
      );
      expect(rows.map((row) => ({
        moduleId: row.module_id,
        at: row.at,
        localHour: row.local_hour,
        localDate: row.local_date,
        island: row.island,
        score: row.score,
        firstCompletion: row.first_completion,
      }))).toEqual(log);
      // Every entry went to its own result row; the one without a row got a new one.
      expect(rows.slice(0, -1).map((row) => row.idempotency_key)).toEqual(log.slice(0, -1).map((_, index) => `key-${index}`));
      expect(rows.at(-1)?.idempotency_key).toMatch(/^migrated-log:/);
      const notCompletions = await subject.run(`SELECT idempotency_key FROM quiz_results WHERE user_id = $1 AND first_completion IS NULL ORDER BY 1`, [userId]);
      expect(notCompletions.map((row) => row.idempotency_key)).toEqual(['failed', 'unfinished']);

      const columns = await subject.run(`SELECT column_name FROM information_schema.columns WHERE table_name = 'user_progress' AND column_name = 'completions'`);
      expect(columns).toEqual([]);

      // The server reads the moved history: the dashboard's recent activity is the latest modules completed.
      const { state } = await readProgress(subject.db, userId);
      const latestFive = [...log].reverse().filter((entry, index, all) => all.findIndex((other) => other.moduleId === entry.moduleId) === index).slice(0, 5);
      expect(state.completions).toEqual([...latestFive].reverse());
    } finally {
      await subject.close();
    }
  });
});
