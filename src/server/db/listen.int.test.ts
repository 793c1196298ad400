import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_POSTGRES_URL } from '../testing/test-database';
import type { Database } from './database';
import { listenOnPostgres, type Listener } from './listen';

// Always on the PostgreSQL server, whichever database the other integration tests use: only a connection
// to a PostgreSQL server can be lost. (PGlite runs in the process and delivers every notification.)
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase('postgres');
});
afterAll(async () => {
  await database?.close();
});

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('listening on a PostgreSQL channel', () => {
  it('hears notifications, says when it may miss some, and listens again after the connection is lost', async () => {
    const url = await databaseUrlOf(database);
    const events: string[] = [];
    const lines: string[] = [];
    const listener: Listener = listenOnPostgres(
      url,
      'test_channel',
      { onNotification: (payload) => events.push(`note:${payload}`), onListening: () => events.push('listening'), onLost: () => events.push('lost') },
      (line) => lines.push(line),
    );
    const notify = (payload: string) => database.db.execute(`select pg_notify('test_channel', '${payload}')`);

    await until(() => events.includes('listening'), 'the first LISTEN');
    await notify('one');
    await until(() => events.includes('note:one'), 'the first notification');

    // The connection is cut from the server's side (a restart, an administrator, a network drop).
    await database.db.execute(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`);
    await until(() => events.includes('lost'), 'the loss to be noticed');
    await until(() => events.filter((event) => event === 'listening').length === 2, 'listening again');
    expect(lines.some((line) => line.includes('not listening for test_channel'))).toBe(true);
    await notify('two');
    await until(() => events.includes('note:two'), 'a notification after reconnecting');
    expect(events.slice(0, 4)).toEqual(['listening', 'note:one', 'lost', 'listening']);

    await listener.stop();
    const after = events.length;
    await notify('three');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events.slice(after).filter((event) => event.startsWith('note:'))).toEqual([]);
  });
});

async function databaseUrlOf(db: Database): Promise<string> {
  const result = (await db.db.execute(`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const base = new URL(TEST_POSTGRES_URL);
  base.pathname = `/${result.rows[0]!.name}`;
  return base.toString();
}
