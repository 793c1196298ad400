import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { FREE_MODULE_IDS, getModuleMeta } from '../../content/catalogue-queries';
import { applyReflection, applyVocabMastered } from '../../domain/completion';
import { lessonPositionSchema, MAX_LESSON_POSITION_BYTES } from '../../domain/lesson-position';
import { planGuestReplay } from '../../domain/merge-guest-progress';
import { recentActivity } from '../../domain/progress';
import {
  guestMergeRequestSchema,
  reflectionRequestSchema,
  quizRequestSchema,
  vocabKeySchema,
  vocabRequestSchema,
  type ProgressView,
  type QuizOutcome,
} from '../../domain/progress-api';
import { liveStreak, localDate } from '../../domain/streak';
import type { SessionReader } from '../auth/session-cache';
import type { Db } from '../db/database';
import { quizResults } from '../db/schema';
import { apiError } from '../http/errors';
import { ApiProblem, problemResponse, readBody } from '../http/problem';
import { requireUser, type UserEnv } from '../http/require-user';
import { assertMayRecord, COMPLETION_CATALOGUE } from './catalogue';
import { clearLessonPosition, readLessonPosition, saveLessonPosition } from './lesson-position-store';
import { loadProgressForUpdate, readProgress, saveProgress } from './progress-store';
import type { ProgressViews } from './progress-views';
import { submitQuiz } from './submit-quiz';

const HISTORY_LIMIT = 100;
const JSON_HEADERS = { 'Content-Type': 'application/json' };
/**
 * The learner a request was queued for on the device (decision 026). A queued lesson of child A, sent by the
 * service worker or a stale tab after child B signed in on the same tablet, must never count for B.
 */
export const LEARNER_HEADER = 'x-money-islands-learner';
const REFLECTION_ISSUES = { 'text:too_big': 'REFLECTION_TOO_LONG', 'text:too_small': 'REFLECTION_EMPTY' } as const;

/** Every progress route: signed-in only, and every query scoped to the signed-in learner. */
export function progressRoutes(db: Db, sessions: SessionReader, views: ProgressViews) {
  const app = new Hono<UserEnv>();
  app.use('*', requireUser(sessions));
  // Whatever a state-changing request did, the learner's kept view is dropped before they get the answer,
  // so their next read shows it (the database's notification may arrive a moment later).
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', async (c, next) => {
    try {
      await next();
    } finally {
      views.forget(c.get('user').id);
    }
  });
  // A request queued offline names its learner (the quiz, reflection and word-mark queues do); nothing is saved
  // when that is not the signed-in one. On '*', so no extra method and path pairs join the route table.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', async (c, next) => {
    const queuedFor = c.req.header(LEARNER_HEADER);
    if (queuedFor !== undefined && queuedFor !== c.get('user').id) return apiError(c, 409, 'LEARNER_CHANGED');
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof ApiProblem) return problemResponse(c, error);
    throw error;
  });

  app.get('/', (c) => {
    const userId = c.get('user').id;
    const now = new Date();
    // A kept view is answered without a promise: this is the most frequent request, and on Node 20 every
    // promise also runs the async hooks Better Auth's AsyncLocalStorage turns on (BENCHMARKS.md).
    const kept = views.kept(userId, now);
    if (kept !== undefined) return c.body(kept, 200, JSON_HEADERS);
    return views.viewOf(userId, now, async () => {
      const { state, reflections, timeZone } = await readProgress(db, userId);
      const today = localDate(now, timeZone);
      const view: ProgressView = {
        completedModules: state.completedModules,
        moduleScores: state.moduleScores,
        // A streak whose last day is before yesterday is already broken, though not yet reset in storage.
        currentStreak: liveStreak({ current: state.currentStreak, longest: state.longestStreak, lastStudyDate: state.lastStudyDate }, today),
        longestStreak: state.longestStreak,
        lastStudyDate: state.lastStudyDate,
        earnedBadges: state.earnedBadges,
        gems: state.gems,
        perfectScores: state.perfectScores,
        vocabMastered: state.vocabMastered,
        reflectionCount: state.reflectionCount,
        reflections,
        recent: recentActivity(state).map((item) => ({ moduleId: item.moduleId, score: item.score, at: item.at ?? '' })),
      };
      return { json: JSON.stringify(view), timeZone, day: today };
    }).then<Response>((json) => c.body(json, 200, JSON_HEADERS));
  });

  app.post('/quiz', async (c) => {
    const request = await readBody(c, quizRequestSchema);
    return c.json(await submitQuiz(db, c.get('user').id, request));
  });

  app.get('/quiz-results', async (c) => {
    const moduleId = c.req.query('moduleId');
    if (moduleId !== undefined && !getModuleMeta(moduleId)) return apiError(c, 404, 'MODULE_NOT_FOUND');
    const userId = c.get('user').id;
    const rows = await db
      .select({ id: quizResults.id, moduleId: quizResults.moduleId, score: quizResults.score, totalQuestions: quizResults.totalQuestions, completedAt: quizResults.completedAt })
      .from(quizResults)
      .where(moduleId ? and(eq(quizResults.userId, userId), eq(quizResults.moduleId, moduleId)) : eq(quizResults.userId, userId))
      .orderBy(desc(quizResults.completedAt))
      .limit(HISTORY_LIMIT);
    return c.json({ results: rows.map((row) => ({ ...row, completedAt: row.completedAt.toISOString() })) });
  });

  app.get('/best-score/:moduleId', async (c) => {
    const moduleId = c.req.param('moduleId');
    if (!getModuleMeta(moduleId)) return apiError(c, 404, 'MODULE_NOT_FOUND');
    const [best] = await db
      .select({ score: quizResults.score })
      .from(quizResults)
      .where(and(eq(quizResults.userId, c.get('user').id), eq(quizResults.moduleId, moduleId)))
      .orderBy(desc(quizResults.score))
      .limit(1);
    return c.json({ moduleId, bestScore: best?.score ?? 0 });
  });

  app.put('/reflections/:moduleId', async (c) => {
    const moduleId = c.req.param('moduleId');
    if (!getModuleMeta(moduleId)) return apiError(c, 404, 'MODULE_NOT_FOUND');
    const { text } = await readBody(c, reflectionRequestSchema, REFLECTION_ISSUES);
    const userId = c.get('user').id;
    const result = await db.transaction(async (tx) => {
      const locked = await loadProgressForUpdate(tx, userId);
      assertMayRecord(moduleId, locked.state.completedModules);
      const update = applyReflection(locked.state, moduleId, COMPLETION_CATALOGUE);
      await saveProgress(tx, userId, update.state, { ...locked.reflections, [moduleId]: text }, locked.state);
      return { reflectionCount: update.state.reflectionCount, newBadges: update.newBadges };
    });
    return c.json(result);
  });

  // Where the learner left a lesson midway (decision 027): a position, never a grade.
  app.get('/position/:moduleId', async (c) => {
    const moduleId = c.req.param('moduleId');
    if (!getModuleMeta(moduleId)) return apiError(c, 404, 'MODULE_NOT_FOUND');
    return c.json({ position: await readLessonPosition(db, c.get('user').id, moduleId) });
  });

  app.put('/position/:moduleId', async (c) => {
    const moduleId = c.req.param('moduleId');
    const meta = getModuleMeta(moduleId);
    if (!meta) return apiError(c, 404, 'MODULE_NOT_FOUND');
    // Measured before parsing: a position is a few hundred bytes, so a big body is not one.
    const text = await c.req.text();
    if (new TextEncoder().encode(text).length > MAX_LESSON_POSITION_BYTES) return apiError(c, 413, 'PAYLOAD_TOO_LARGE');
    const position = await readBody(c, lessonPositionSchema);
    if (position.format !== meta.format) return apiError(c, 400, 'VALIDATION_ERROR', { format: `${moduleId} is a ${meta.format} lesson` });
    return c.json({ position: await saveLessonPosition(db, c.get('user').id, moduleId, position) });
  });

  app.delete('/position/:moduleId', async (c) => {
    const moduleId = c.req.param('moduleId');
    if (!getModuleMeta(moduleId)) return apiError(c, 404, 'MODULE_NOT_FOUND');
    await clearLessonPosition(db, c.get('user').id, moduleId);
    return c.json({ deleted: true });
  });

  app.post('/vocab', async (c) => {
    const { key } = await readBody(c, vocabRequestSchema);
    const moduleId = key.split('/')[0] ?? '';
    if (!getModuleMeta(moduleId)) return apiError(c, 404, 'MODULE_NOT_FOUND');
    const userId = c.get('user').id;
    const result = await db.transaction(async (tx) => {
      const locked = await loadProgressForUpdate(tx, userId);
      assertMayRecord(moduleId, locked.state.completedModules);
      const update = applyVocabMastered(locked.state, key, COMPLETION_CATALOGUE);
      if (update.changed) await saveProgress(tx, userId, update.state, locked.reflections, locked.state);
      return { vocabMastered: update.state.vocabMastered.length, newBadges: update.newBadges };
    });
    return c.json(result);
  });

  app.delete('/vocab/:key{.+}', async (c) => {
    // Hono has already decoded the parameter; decoding again would throw on a literal '%'.
    const parsed = vocabKeySchema.safeParse(c.req.param('key'));
    if (!parsed.success) return apiError(c, 400, 'VALIDATION_ERROR', { key: parsed.error.issues[0]?.message ?? 'invalid' });
    const userId = c.get('user').id;
    const result = await db.transaction(async (tx) => {
      const locked = await loadProgressForUpdate(tx, userId);
      // Unmarking a term never takes back a badge already earned.
      const state = { ...locked.state, vocabMastered: locked.state.vocabMastered.filter((item) => item !== parsed.data) };
      if (state.vocabMastered.length !== locked.state.vocabMastered.length) await saveProgress(tx, userId, state, locked.reflections, locked.state);
      return { vocabMastered: state.vocabMastered.length };
    });
    return c.json(result);
  });

  app.post('/merge-guest', async (c) => {
    const guest = await readBody(c, guestMergeRequestSchema);
    const userId = c.get('user').id;
    const now = new Date();
    const outcomes: QuizOutcome[] = [];
    // Visitors play only the free island; their times are not trusted, so each counts as done now.
    for (const replay of planGuestReplay(guest, { allowedModuleIds: FREE_MODULE_IDS, notAfter: now })) {
      const outcome = await submitQuiz(
        db,
        userId,
        { moduleId: replay.moduleId, idempotencyKey: `guest:${replay.moduleId}:${replay.at.getTime()}`, submission: replay.submission },
        now,
      ).catch((error: unknown) => {
        if (error instanceof ApiProblem) return null; // A damaged entry is skipped; the rest still count.
        throw error;
      });
      if (outcome) outcomes.push(outcome);
    }
    return c.json({ merged: outcomes.filter((outcome) => outcome.completed && !outcome.replayed).length, outcomes });
  });

  return app;
}
