// `npx tsx scripts/bench/backup-bench.ts [--learners 200] [--history 500] [--rounds 3]`: how long a backup of the
// embedded database holds statements off (pass 2, decision 019) and how long it takes in all, on a data folder
// of `learners` learners with `history` stored completions each (~1 KiB rows, as the server stores them).
// Each round backs up twice: idle, and while a writer commits completion-shaped transactions back to back;
// for the second it also prints the longest a write waited during the backup and without one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { makeBackup, type BackupResult } from '../../src/server/backup/backup';
import { openDatabase, type Database } from '../../src/server/db/database';

const { values } = parseArgs({ options: { learners: { type: 'string', default: '200' }, history: { type: 'string', default: '500' }, rounds: { type: 'string', default: '3' } } });
const learners = Number(values.learners);
const history = Number(values.history);
const rounds = Number(values.rounds);
/** About the size of a real result's answers and outcome. */
const ANSWERS = JSON.stringify(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i}`, { choice: 'b'.repeat(40), correct: true }])));

const dataDir = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), 'mi-backup-bench-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
const embedded = database.embedded;
if (!embedded) throw new Error('no data folder');
const run = (text: string) => database.db.execute(sql.raw(text));

const seeded = performance.now();
await run(`INSERT INTO "user" (id, name, email) SELECT 'bench-' || n, 'bench-' || n, 'bench-' || n || '@bench.example' FROM generate_series(1, ${learners}) n`);
await run(`INSERT INTO profiles (user_id) SELECT id FROM "user"`);
await run(`INSERT INTO user_progress (user_id) SELECT id FROM "user"`);
await run(`INSERT INTO quiz_results (user_id, module_id, score, total_questions, answers, time_taken, idempotency_key, outcome)
  SELECT u.id, 'M01', 5, 5, '${ANSWERS}'::jsonb, 60, 'history-' || h, '${ANSWERS}'::jsonb FROM "user" u CROSS JOIN generate_series(1, ${history}) h`);
const size = (await run(`SELECT pg_database_size(current_database()) AS bytes`)) as unknown as { rows: { bytes: string }[] };
console.info(`${learners} learners × ${history} completions seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s; database ${(Number(size.rows[0]?.bytes) / 2 ** 20).toFixed(0)} MiB`);

/** Completion-shaped writes back to back until stopped; the longest wait of each. */
function writer(db: Database) {
  let stop = false;
  let longest = 0;
  let count = 0;
  const done = (async () => {
    while (!stop) {
      const started = performance.now();
      await db.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`UPDATE profiles SET jewels = jewels + 1 WHERE user_id = 'bench-${(count % learners) + 1}'`));
        await tx.execute(sql.raw(`INSERT INTO quiz_results (user_id, module_id, score, total_questions, answers, time_taken, idempotency_key, outcome)
          VALUES ('bench-${(count % learners) + 1}', 'M01', 5, 5, '${ANSWERS}'::jsonb, 60, 'w-${Date.now()}-${count}', '${ANSWERS}'::jsonb)`));
      });
      longest = Math.max(longest, performance.now() - started);
      count += 1;
    }
  })();
  return { finish: async () => ((stop = true), await done, { longest, count }) };
}

const line = (label: string, r: BackupResult) =>
  `${label}: statements held off ${r.heldMs.toFixed(1)} ms (${r.recopied} files copied again), whole backup ${(r.totalMs / 1000).toFixed(2)} s, ${(r.bytes / 2 ** 20).toFixed(1)} MiB`;
for (let round = 1; round <= rounds; round += 1) {
  console.info(line(`round ${round}, idle`, await makeBackup(dataDir, embedded)));
  const quiet = writer(database);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const alone = await quiet.finish();
  const busy = writer(database);
  const result = await makeBackup(dataDir, embedded);
  const during = await busy.finish();
  console.info(
    `${line(`round ${round}, while writing`, result)}; longest write ${during.longest.toFixed(1)} ms during the backup (${during.count} writes), ${alone.longest.toFixed(1)} ms in 3 s without one (${alone.count} writes)`,
  );
}
await database.close();
rmSync(dataDir, { recursive: true, force: true });
