import { and, eq, sql } from 'drizzle-orm';
import type { LessonPosition } from '../../domain/lesson-position';
import { lessonPositions } from '../db/schema';
import { Statement } from '../db/statement';
import { COMPLETION_STATEMENTS } from './completion-statements';
import type { Tx } from './progress-store';

/** This learner's kept position in one lesson, or null. */
export async function readLessonPosition(tx: Tx, userId: string, moduleId: string): Promise<LessonPosition | null> {
  const [row] = await tx
    .select({ position: lessonPositions.position })
    .from(lessonPositions)
    .where(and(eq(lessonPositions.userId, userId), eq(lessonPositions.moduleId, moduleId)));
  return row?.position ?? null;
}

/**
 * Keeps a position unless the one already kept is newer (a device that was offline for a while must not pull another
 * device's later position back). Answers the position kept afterwards, whichever it is.
 */
export async function saveLessonPosition(tx: Tx, userId: string, moduleId: string, position: LessonPosition): Promise<LessonPosition> {
  const updatedAt = new Date(position.updatedAt);
  const [row] = await tx
    .insert(lessonPositions)
    .values({ userId, moduleId, position, updatedAt })
    .onConflictDoUpdate({
      target: [lessonPositions.userId, lessonPositions.moduleId],
      set: { position, updatedAt },
      setWhere: sql`${lessonPositions.updatedAt} <= ${updatedAt.toISOString()}::timestamptz`,
    })
    .returning({ position: lessonPositions.position });
  return row?.position ?? (await readLessonPosition(tx, userId, moduleId)) ?? position;
}

/** On the completion's hot path: a fixed statement the bench's limit sends too (completion-statements.ts). */
const clearStatement = new Statement<never>(COMPLETION_STATEMENTS.clearLessonPosition);

export async function clearLessonPosition(tx: Tx, userId: string, moduleId: string): Promise<void> {
  await clearStatement.rows(tx, [userId, moduleId]);
}
