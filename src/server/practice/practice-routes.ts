import type { Context } from 'hono';
import { Hono } from 'hono';
import { practiceAnswerRequestSchema } from '../../domain/practice-api';
import { MS_PER_DAY } from '../../domain/constants';
import type { SessionReader } from '../auth/session-cache';
import type { Db } from '../db/database';
import { ApiProblem, problemResponse, readBody } from '../http/problem';
import { requireUser, type UserEnv } from '../http/require-user';
import type { ProgressViews } from '../progress/progress-views';
import { answerCard, practiceView } from './review-store';

/** The furthest a test may move the clock: a little over a year of reviews. */
const MAX_TEST_CLOCK_DAYS = 400;
export const TEST_CLOCK_HEADER = 'x-test-clock-days';

/** Now, or (tests only, config.testClock) now moved forward by whole days. */
function clockOf(testClock: boolean) {
  return (c: Context): Date => {
    const now = new Date();
    if (!testClock) return now;
    const days = Number(c.req.header(TEST_CLOCK_HEADER) ?? '0');
    return Number.isInteger(days) && days > 0 && days <= MAX_TEST_CLOCK_DAYS ? new Date(now.getTime() + days * MS_PER_DAY) : now;
  };
}

/** Spaced review (issue 24): signed-in learners only, every query scoped to the learner. */
export function practiceRoutes(db: Db, sessions: SessionReader, views: ProgressViews, options: { testClock: boolean }) {
  const app = new Hono<UserEnv>();
  const now = clockOf(options.testClock);
  app.use('*', requireUser(sessions));
  app.onError((error, c) => {
    if (error instanceof ApiProblem) return problemResponse(c, error);
    throw error;
  });

  app.get('/', async (c) => c.json(await practiceView(db, c.get('user').id, now(c))));

  app.post('/answers', async (c) => {
    const request = await readBody(c, practiceAnswerRequestSchema);
    const userId = c.get('user').id;
    try {
      return c.json(await answerCard(db, userId, request, now(c)));
    } finally {
      // A practice day may move the streak the progress view shows.
      views.forget(userId);
    }
  });

  return app;
}
