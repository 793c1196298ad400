import { createHash } from 'node:crypto';
import { eq, getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { schemaTables, user } from '../db/schema';

const TABLES: PgTable[] = Object.values(schemaTables);

const stable = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();

/** Every row of every table, as sorted JSON lines per table: equal snapshots mean nothing was written. */
export async function snapshotDatabase(db: Db): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = stable(await db.select().from(table));
    snapshot[getTableName(table)] = `${rows.length} rows ${createHash('sha256').update(rows.join('\n')).digest('hex')}`;
  }
  return snapshot;
}

/** The column that says whose a row is, for every table that belongs to a user. */
function ownerColumn(table: PgTable): PgColumn | undefined {
  if (table === user) return user.id;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // A group belongs to its grown-up.
  return columns.userId ?? columns.ownerId;
}

/** Every row that belongs to one user, table by table (a new per-user table is included by its user_id). */
export async function userRows(db: Db, userId: string): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of TABLES) {
    const owner = ownerColumn(table);
    if (owner) rows[getTableName(table)] = stable(await db.select().from(table).where(eq(owner, userId)));
  }
  return rows;
}
