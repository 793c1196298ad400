import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';

/** The PostgreSQL server the integration tests use (each test file gets its own fresh database on it). */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDb = 'pglite' | 'postgres';

export function testDbKind(): TestDb {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, not ${kind}`);
  return kind;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server that is dropped on close. */
export async function createTestDatabase(kind: TestDb = testDbKind()): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: undefined });

  const name = `money_islands_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The PostgreSQL integration tests need a server at ${TEST_POSTGRES_URL} (set TEST_POSTGRES_URL to use another). ` +
        `Start PostgreSQL and try again. Cause: ${(error as Error).message}`,
      { cause: error },
    );
  }
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();

  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(TEST_POSTGRES_URL, name), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
