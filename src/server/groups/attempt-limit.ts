import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { attemptCounters } from '../db/schema';

/**
 * Counts one attempt under each key in the current fixed window and says whether any key went over its limit.
 * The counters live in the database, so every server process (WEB_CONCURRENCY) shares them: a guesser cannot
 * get N times the tries by landing on N processes.
 */
export async function countAttempt(db: Db, limits: readonly { key: string; max: number }[], windowSeconds: number, now = new Date()): Promise<boolean> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  let allowed = true;
  for (const { key, max } of limits) {
    const [row] = await db
      .insert(attemptCounters)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [attemptCounters.key, attemptCounters.windowStart], set: { count: sql`${attemptCounters.count} + 1` } })
      .returning({ count: attemptCounters.count });
    if ((row?.count ?? 0) > max) allowed = false;
  }
  // Old windows say nothing any more; one in a few dozen attempts sweeps them (cheap: indexed by window).
  if (Math.random() < 1 / 32) await db.delete(attemptCounters).where(lt(attemptCounters.windowStart, new Date(windowStart.getTime() - windowMs)));
  return allowed;
}
