import { sql, type Query } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Tx } from '../progress/progress-store';

/** A hot statement's SQL, written once: the server runs it by name, the bench's direct-SQL limit runs the same text. */
export type StatementText = { name: string; text: string; params: number };

/**
 * The types Drizzle's node-postgres driver keeps as PostgreSQL's text (drizzle-orm/node-postgres/session.js): dates,
 * times and intervals and their arrays. Rows read past Drizzle must look exactly like rows read through it.
 */
const TEXT_TYPE_IDS = new Set([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL, 1231, 1115, 1185, 1187, 1182]);
const keepText = (value: string) => value;
const DRIZZLE_TYPES = {
  getTypeParser: (typeId: number, format?: string) => (TEXT_TYPE_IDS.has(typeId) ? keepText : pg.types.getTypeParser(typeId, format as 'text')),
};

/** The node-postgres client under a Drizzle session (the pool, or a transaction's client); undefined on PGlite. */
export function nodePgClientOf(session: object): pg.Pool | pg.PoolClient | undefined {
  // Drizzle keeps it as a private field of NodePgSession; PGlite's session holds a PGlite or its transaction.
  const client = (session as { client?: unknown }).client;
  return client instanceof pg.Pool || client instanceof pg.Client ? (client as pg.Pool | pg.PoolClient) : undefined;
}

/**
 * A hot statement run without Drizzle's query builder (issue 24's performance bullet): its text is fixed, so the
 * per-request cost of building SQL from column objects and of mapping each row through them is gone. Named, so
 * PostgreSQL parses and plans it once per connection (PGlite ignores the name). On PostgreSQL it goes straight to
 * node-postgres with Drizzle's own type parsers (Drizzle's prepared query adds tracing, placeholder filling and a
 * cache check to every run: a few per cent of a small request); on PGlite through Drizzle's prepared query. Rows
 * come back as Drizzle gives them on both drivers (dates as 'YYYY-MM-DD' text); the text casts counts to int.
 */
export class Statement<Row> {
  private readonly query: Query;
  /** On PGlite the prepared query is kept per session (the database's own; a transaction's is new every time). */
  private readonly prepared = new WeakMap<object, PgPreparedQuery<PreparedQueryConfig>>();

  constructor(readonly statement: StatementText) {
    this.query = { sql: statement.text, params: Array.from({ length: statement.params }, (_, index) => sql.placeholder(String(index))) };
  }

  async rows(db: Tx, params: readonly unknown[]): Promise<Row[]> {
    const session = db._.session;
    const client = nodePgClientOf(session);
    if (client) {
      const result = await client.query<Row & pg.QueryResultRow>({ name: this.statement.name, text: this.statement.text, values: params as unknown[], types: DRIZZLE_TYPES });
      return result.rows;
    }
    let prepared = this.prepared.get(session);
    if (!prepared) {
      prepared = session.prepareQuery(this.query, undefined, this.statement.name, false);
      this.prepared.set(session, prepared);
    }
    const result = (await prepared.execute({ ...params })) as { rows: Row[] };
    return result.rows;
  }
}
