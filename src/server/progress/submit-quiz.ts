import { and, eq } from 'drizzle-orm';
import { getModuleMeta } from '../../content/catalogue-queries';
import type { IslandKey } from '../../content/schema/ids';
import type { ModuleBody } from '../../content/schema/module-body';
import { applyCompletion, passScoreFor } from '../../domain/completion';
import { gradeAdventureQuiz, gradeClassicQuiz, validateAdventureAttempts, validateClassicAnswers } from '../../domain/grading';
import type { Completion } from '../../domain/progress';
import type { QuizOutcome, QuizRequest } from '../../domain/progress-api';
import { isValidTimeZone } from '../../domain/streak';
import type { Db } from '../db/database';
import { quizResults, userInventory } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { recordLessonAnswers } from '../practice/review-store';
import { ACCESSORY_BY_ISLAND, assertMayRecord, COMPLETION_CATALOGUE } from './catalogue';
import { clearLessonPosition } from './lesson-position-store';
import { moduleBody } from './module-body-cache';
import { loadProgressForUpdate, writeProgress, type ProgressWrite } from './progress-store';
import { hotTransaction } from '../db/transaction';

type Graded = { score: number; finished: boolean; total: number; perQuestion: { questionId: string; correct: boolean }[] };

/** Grades against the module's own content; the browser's opinion of the score is never asked. */
async function grade(request: QuizRequest): Promise<{ graded: Graded; format: 'adventure' | 'classic'; body: ModuleBody }> {
  const meta = getModuleMeta(request.moduleId);
  if (!meta) throw new ApiProblem(404, 'MODULE_NOT_FOUND');
  const body = await moduleBody(meta.id);
  if (!body) throw new ApiProblem(409, 'MODULE_NOT_READY');
  const { submission } = request;

  if (body.format === 'adventure' && submission.format === 'adventure') {
    const report = validateAdventureAttempts(body.quiz5, submission.attempts);
    if (!report.ok) throw new ApiProblem(400, 'ANSWERS_DO_NOT_FIT', reportFields(report));
    const result = gradeAdventureQuiz(body.quiz5, submission.attempts);
    return {
      format: 'adventure',
      body,
      graded: {
        score: result.score,
        finished: result.complete,
        total: result.total,
        perQuestion: result.perQuestion.map((q) => ({ questionId: q.questionId, correct: q.firstTryCorrect })),
      },
    };
  }
  if (body.format === 'classic' && submission.format === 'classic') {
    const report = validateClassicAnswers(body.quiz, submission.answers);
    if (!report.ok) throw new ApiProblem(400, 'ANSWERS_DO_NOT_FIT', reportFields(report));
    const result = gradeClassicQuiz(body.quiz, submission.answers);
    return {
      format: 'classic',
      body,
      graded: { score: result.score, finished: true, total: result.total, perQuestion: result.perQuestion.map((q) => ({ questionId: q.questionId, correct: q.isCorrect })) },
    };
  }
  throw new ApiProblem(400, 'ANSWERS_DO_NOT_FIT', { 'submission.format': `module ${meta.id} is ${body.format}` });
}

function reportFields(report: { missing: string[]; unknown: string[]; invalid: string[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  if (report.missing.length > 0) fields.missing = report.missing.join(', ');
  if (report.unknown.length > 0) fields.unknown = report.unknown.join(', ');
  if (report.invalid.length > 0) fields.invalid = report.invalid.join(', ');
  return fields;
}

/**
 * One finished quiz, in one transaction: store the result, and when it completes the module update best
 * score, streak, perfect count, gems, badges and inventory. A repeated idempotency key returns the stored
 * outcome and changes nothing.
 */
export async function submitQuiz(db: Db, userId: string, request: QuizRequest, now: Date = new Date()): Promise<QuizOutcome> {
  if (request.timeZone !== undefined && !isValidTimeZone(request.timeZone)) throw new ApiProblem(400, 'INVALID_TIME_ZONE', { timeZone: request.timeZone });
  const { graded, format, body } = await grade(request);

  try {
    return await completeInTransaction(db, userId, request, { graded, format, body }, now);
  } catch (error) {
    if (!(error instanceof AlreadySubmitted)) throw error;
    // The same key committed by a concurrent request while this one waited for the row lock.
    const [stored] = await db
      .select({ outcome: quizResults.outcome })
      .from(quizResults)
      .where(and(eq(quizResults.userId, userId), eq(quizResults.idempotencyKey, request.idempotencyKey)));
    if (!stored) throw error;
    return { ...(stored.outcome as QuizOutcome), replayed: true };
  }
}

/** Thrown inside the transaction to roll it back when the idempotency key turns out to be taken. */
class AlreadySubmitted extends Error {}

async function completeInTransaction(
  db: Db,
  userId: string,
  request: QuizRequest,
  { graded, format, body }: { graded: Graded; format: 'adventure' | 'classic'; body: ModuleBody },
  now: Date,
): Promise<QuizOutcome> {
  return hotTransaction(db, async (tx) => {
    const locked = await loadProgressForUpdate(tx, userId, request.idempotencyKey, now);
    if (locked.previous) return { ...(locked.previous as QuizOutcome), replayed: true };
    assertMayRecord(request.moduleId, locked.state.completedModules);

    const timeZone = request.timeZone ?? locked.timeZone;
    let progress: ProgressWrite['progress'];
    let completion: Completion | undefined;
    let outcome: QuizOutcome = {
      moduleId: request.moduleId,
      score: graded.score,
      completed: false,
      firstCompletion: false,
      bestScore: locked.state.moduleScores[request.moduleId] ?? null,
      gemsAwarded: 0,
      newBadges: [],
      accessoriesUnlocked: [],
      streak: { current: locked.state.currentStreak, longest: locked.state.longestStreak, increased: false },
      perQuestion: graded.perQuestion,
      replayed: false,
    };

    if (graded.finished) {
      const applied = applyCompletion(locked.state, {
        moduleId: request.moduleId,
        score: graded.score,
        at: now,
        timeZone,
        catalogue: COMPLETION_CATALOGUE,
        unlockedAccessoryIslands: locked.unlockedIslands,
        passScore: passScoreFor(format),
      });
      if (applied.applied) {
        const { changes } = applied;
        const accessoriesUnlocked: { id: string; island: IslandKey }[] = [];
        const accessoryId = changes.accessoryIslandUnlocked ? ACCESSORY_BY_ISLAND[changes.accessoryIslandUnlocked] : undefined;
        if (changes.accessoryIslandUnlocked && accessoryId) {
          // Once per island at most: not worth folding into the write below.
          const inserted = await tx.insert(userInventory).values({ userId, accessoryId }).onConflictDoNothing().returning({ id: userInventory.id });
          if (inserted.length > 0) accessoriesUnlocked.push({ id: accessoryId, island: changes.accessoryIslandUnlocked });
        }
        progress = { state: applied.state, reflections: locked.reflections, before: locked.state };
        completion = changes.entry;
        outcome = {
          ...outcome,
          completed: true,
          firstCompletion: changes.completedNow,
          bestScore: changes.bestScore,
          gemsAwarded: changes.gemsAwarded,
          newBadges: changes.newBadges,
          accessoriesUnlocked,
          streak: changes.streak,
        };
      }
    }

    // Progress, gems, time zone and the result in one statement. The lock statement's read of the key
    // cannot see a result committed while it waited for the lock (PostgreSQL's read committed keeps the
    // statement's snapshot): the unique key is the final judge, and a taken key rolls everything back.
    const stored = await writeProgress(tx, userId, {
      progress,
      timeZone: timeZone !== locked.timeZone ? timeZone : undefined,
      result: {
        moduleId: request.moduleId,
        score: graded.score,
        totalQuestions: graded.total,
        answers: request.submission,
        timeTakenSeconds: request.timeTakenSeconds ?? 0,
        idempotencyKey: request.idempotencyKey,
        outcome,
        completedAt: now,
        completion,
      },
    });
    if (!stored) throw new AlreadySubmitted();
    // What was missed first time comes back in practice; what was right moves a due card on (issue 24).
    await recordLessonAnswers(tx, userId, body, graded.perQuestion, now, timeZone);
    // A submitted lesson reopens from the start: its kept position goes with the same commit (decision 027).
    await clearLessonPosition(tx, userId, request.moduleId);
    return outcome;
  });
}
