import { and, eq } from 'drizzle-orm';
import { ISLAND_ORDER, MODULE_IDS_BY_ISLAND } from '../../content/catalogue-queries';
import { islandKeySchema, type IslandKey } from '../../content/schema/ids';
import type { ModuleBody } from '../../content/schema/module-body';
import type { AfterCheckRequest, BeforeCheckRequest, CheckResult, IslandCheckOutcome, IslandCheckView, MyIslandChecks } from '../../domain/island-check-api';
import { islandCheckOffer, pickIslandCheck, scoreIslandCheck, type CheckPhase, type CheckQuestion } from '../../domain/island-check';
import { reviewQuestionOf } from '../../domain/review-question';
import { isIslandUnlocked } from '../../domain/unlocking';
import type { Db } from '../db/database';
import { islandChecks, userProgress } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { moduleBody } from '../progress/module-body-cache';
import type { Tx } from '../progress/progress-store';

/**
 * Island checks (issue 24, part 2; decision 024): a warm-up before an island and the same questions after it,
 * graded here with the lessons' own grader, stored per learner. They never touch scores, gems, streaks or badges.
 */

/** The island named in a path, or 404: an unknown key is never stored. */
export function islandOf(param: string): IslandKey {
  const parsed = islandKeySchema.safeParse(param);
  if (!parsed.success) throw new ApiProblem(404, 'ISLAND_NOT_FOUND');
  return parsed.data;
}

async function bodiesOf(moduleIds: readonly string[]): Promise<Map<string, ModuleBody>> {
  const bodies = await Promise.all(moduleIds.map(async (id) => [id, await moduleBody(id)] as const));
  return new Map(bodies.flatMap(([id, body]) => (body ? [[id, body] as const] : [])));
}

/** The island's check as the content gives it now (module bodies are cached, so this is cheap after the first). */
async function freshCheck(island: IslandKey): Promise<CheckQuestion[]> {
  const ids = MODULE_IDS_BY_ISLAND[island] ?? [];
  const bodies = await bodiesOf(ids);
  return pickIslandCheck(ids.map((moduleId) => ({ moduleId, body: bodies.get(moduleId) })));
}

type Row = typeof islandChecks.$inferSelect;

const resultOf = (row: Row | undefined): CheckResult | null => (row ? { correct: row.correct, total: row.total, skipped: row.skipped, at: row.createdAt.toISOString() } : null);

async function completedOf(db: Tx, userId: string): Promise<string[]> {
  const [row] = await db.select({ completed: userProgress.completedModules }).from(userProgress).where(eq(userProgress.userId, userId));
  return row?.completed ?? [];
}

type Situation = { questions: CheckQuestion[]; before: Row | undefined; after: Row | undefined; unlocked: boolean; finished: boolean };

/**
 * Where the learner stands on an island. Once the warm-up is stored its questions are the check's (the same ones come
 * back after the island), less any a lesson has since dropped; before that, the content's pick.
 */
async function situation(db: Tx, userId: string, island: IslandKey): Promise<Situation> {
  const [rows, completed] = await Promise.all([
    db.select().from(islandChecks).where(and(eq(islandChecks.userId, userId), eq(islandChecks.island, island))),
    completedOf(db, userId),
  ]);
  const before = rows.find((row) => row.phase === 'before');
  const after = rows.find((row) => row.phase === 'after');
  const stored = after?.questions ?? before?.questions;
  let questions: CheckQuestion[];
  if (stored) {
    const bodies = await bodiesOf([...new Set(stored.map((question) => question.moduleId))]);
    questions = stored.filter((question) => {
      const body = bodies.get(question.moduleId);
      return body !== undefined && reviewQuestionOf(body, question.questionId) !== null;
    });
  } else questions = await freshCheck(island);
  const done = new Set(completed);
  const lessons = MODULE_IDS_BY_ISLAND[island] ?? [];
  const unlocked = isIslandUnlocked(island, { signedIn: true, completedModules: completed, islands: ISLAND_ORDER, modulesByIsland: MODULE_IDS_BY_ISLAND });
  return { questions, before, after, unlocked, finished: lessons.length > 0 && lessons.every((id) => done.has(id)) };
}

function viewOf(island: IslandKey, { questions, before, after, unlocked, finished }: Situation): IslandCheckView {
  const offer = islandCheckOffer({ hasQuestions: questions.length > 0, unlocked, finished, before: before ?? null, after: after ?? null });
  return { island, questions, before: resultOf(before), after: resultOf(after), offer };
}

export async function islandCheckView(db: Db, userId: string, island: IslandKey): Promise<IslandCheckView> {
  return viewOf(island, await situation(db, userId, island));
}

/**
 * Stores one phase of the check. A phase already stored is answered with what was stored (`replayed`): a retried
 * request or a second tab never changes the first result. Refusals say why: locked, not finished, no warm-up.
 */
export async function submitIslandCheck(db: Db, userId: string, island: IslandKey, phase: CheckPhase, request: BeforeCheckRequest | AfterCheckRequest): Promise<IslandCheckOutcome> {
  return db.transaction(async (tx) => {
    const now = await situation(tx, userId, island);
    if (now.questions.length === 0) throw new ApiProblem(404, 'ISLAND_NOT_FOUND');
    if ((phase === 'before' && now.before) || (phase === 'after' && now.after)) return { ...viewOf(island, now), replayed: true };
    if (phase === 'before') {
      if (!now.unlocked) throw new ApiProblem(403, 'ISLAND_LOCKED');
      if (now.finished) throw new ApiProblem(409, 'ISLAND_ALREADY_FINISHED');
    } else {
      if (!now.finished) throw new ApiProblem(409, 'ISLAND_NOT_FINISHED');
      if (!now.before || now.before.skipped) throw new ApiProblem(409, 'ISLAND_CHECK_NO_WARM_UP');
    }
    let stored: Pick<Row, 'answers' | 'correct' | 'total' | 'skipped'>;
    if ('skipped' in request) stored = { answers: {}, correct: 0, total: now.questions.length, skipped: true };
    else {
      const bodies = await bodiesOf([...new Set(now.questions.map((question) => question.moduleId))]);
      const score = scoreIslandCheck(now.questions, bodies, request.answers);
      if (!score) throw new ApiProblem(400, 'ANSWERS_DO_NOT_FIT');
      stored = { answers: request.answers, ...score, skipped: false };
    }
    // The primary key (learner, island, phase) keeps one row per phase, even against a second tab's insert.
    const inserted = await tx
      .insert(islandChecks)
      .values({ userId, island, phase, questions: now.questions, ...stored })
      .onConflictDoNothing()
      .returning({ phase: islandChecks.phase });
    return { ...viewOf(island, await situation(tx, userId, island)), replayed: inserted.length === 0 };
  });
}

/** Every island the learner has a check for, in map order. */
export async function myIslandChecks(db: Db, userId: string): Promise<MyIslandChecks> {
  const rows = await db.select().from(islandChecks).where(eq(islandChecks.userId, userId));
  return {
    islands: ISLAND_ORDER.flatMap((island) => {
      const before = rows.find((row) => row.island === island && row.phase === 'before');
      const after = rows.find((row) => row.island === island && row.phase === 'after');
      return before || after ? [{ island, before: resultOf(before), after: resultOf(after) }] : [];
    }),
  };
}

/** The data download's copy: every check with what was asked and answered. */
export async function islandChecksForExport(db: Tx, userId: string) {
  const rows = await db.select().from(islandChecks).where(eq(islandChecks.userId, userId)).orderBy(islandChecks.createdAt);
  return rows.map((row) => ({
    island: row.island,
    phase: row.phase,
    questions: row.questions,
    answers: row.answers,
    correct: row.correct,
    total: row.total,
    skipped: row.skipped,
    createdAt: row.createdAt.toISOString(),
  }));
}
