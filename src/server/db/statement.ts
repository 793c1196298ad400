import { sql, type Query } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Tx } from '../progress/progress-store';

/** A hot statement's SQL, written once: the server runs it by name, the bench's direct-SQL limit runs the same text. */
export type StatementText = { name: string; text: string; params: number };

/**
 * A hot statement run without Drizzle's query builder (issue 24's performance bullet): its text is fixed, so the
 * per-request cost of building SQL from column objects and of mapping each row through them is gone. Named, so
 * PostgreSQL parses and plans it once per connection (PGlite ignores the name). Rows come back as the driver gives
 * them through Drizzle's session (dates as 'YYYY-MM-DD' strings on both drivers); the text casts counts to int.
 */
export class Statement<Row> {
  private readonly query: Query;
  /** On the pool (or PGlite) the prepared query is kept; a transaction's session is new every time. */
  private readonly prepared = new WeakMap<object, PgPreparedQuery<PreparedQueryConfig>>();

  constructor(readonly statement: StatementText) {
    this.query = { sql: statement.text, params: Array.from({ length: statement.params }, (_, index) => sql.placeholder(String(index))) };
  }

  async rows(db: Tx, params: readonly unknown[]): Promise<Row[]> {
    const session = db._.session;
    let prepared = this.prepared.get(session);
    if (!prepared) {
      prepared = session.prepareQuery(this.query, undefined, this.statement.name, false);
      this.prepared.set(session, prepared);
    }
    const result = (await prepared.execute({ ...params })) as { rows: Row[] };
    return result.rows;
  }
}
