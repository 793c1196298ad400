// `npx tsx scripts/bench/pglite-durability.ts [--seconds N] [--concurrency N]`: what PGlite's WAL settings cost
// on a completion-shaped transaction (decision 019). For each setting, a fresh PGlite data folder on disk gets
// 50 learners, then `concurrency` callers each run, for `seconds`, the shape of a completion: BEGIN, a locking
// read, an update and an insert of a ~1 KiB result row, COMMIT. Prints commits per second and the mean time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from '../../src/server/db/database';

const LEARNERS = 50;
const RESULT_BYTES = 1024;

const settings: Record<string, string[]> = {
  'PGlite default (-F: fsync off)': PGlite.defaultStartParams,
  'fsync on (wal_sync_method=fdatasync)': PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  'chosen: fsync on, wal_sync_method=open_datasync': [...PGLITE_START_PARAMS],
};

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' }, concurrency: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

for (const [name, startParams] of Object.entries(settings)) {
  const dir = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), 'mi-durability-'));
  const pg = new PGlite(path.join(dir, 'pglite'), { startParams });
  await pg.exec(`CREATE TABLE learner (id int PRIMARY KEY, gems int NOT NULL DEFAULT 0);
    CREATE TABLE result (id bigserial PRIMARY KEY, learner int NOT NULL REFERENCES learner, body text NOT NULL);
    INSERT INTO learner (id) SELECT generate_series(1, ${LEARNERS});`);
  let commits = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const learner = (next++ % LEARNERS) + 1;
        await pg.transaction(async (tx) => {
          await tx.query('SELECT gems FROM learner WHERE id = $1 FOR UPDATE', [learner]);
          await tx.query('UPDATE learner SET gems = gems + 1 WHERE id = $1', [learner]);
          await tx.query('INSERT INTO result (learner, body) VALUES ($1, $2)', [learner, 'x'.repeat(RESULT_BYTES)]);
        });
        commits += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  console.info(`${name}: ${Math.round(commits / elapsed)} commits/s, ${((elapsed * 1000) / commits).toFixed(2)} ms each (${commits} in ${elapsed.toFixed(1)} s)`);
  await pg.close();
  rmSync(dir, { recursive: true, force: true });
}
