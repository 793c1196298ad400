import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Tx } from '../progress/progress-store';
import type { Db } from './database';
import { schemaTables } from './schema';
import { nodePgClientOf } from './statement';

/** A Drizzle database bound to one pooled connection, made once per connection (the pool keeps a few, for long). */
const bound = new WeakMap<pg.PoolClient, Db>();

function boundTo(client: pg.PoolClient): Db {
  let db = bound.get(client);
  if (!db) {
    db = drizzle(client, { schema: schemaTables }) as unknown as Db;
    bound.set(client, db);
  }
  return db;
}

/**
 * Runs `work` in one transaction, as `db.transaction` does, for the hottest writes (a completion, a practice
 * answer). On PostgreSQL it takes a pooled connection and sends BEGIN and COMMIT itself; `work` gets a Drizzle
 * database bound to that connection. Drizzle's transaction builds a session, a transaction object with a query
 * builder per table, and the BEGIN and COMMIT statements from SQL templates on every call: a few per cent of a
 * small write. `work` must not open a transaction inside (no savepoints here). On PGlite: Drizzle's transaction.
 */
export async function hotTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  // On PGlite (no node-postgres client), or already on one connection: Drizzle's own transaction.
  const pool = nodePgClientOf(db._.session);
  if (!(pool instanceof pg.Pool)) return db.transaction(work);
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    try {
      const result = await work(boundTo(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        // The connection cannot even roll back: it is dropped, never handed to the next request.
        broken = true;
      }
      throw error;
    }
  } finally {
    client.release(broken);
  }
}
