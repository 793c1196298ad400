import { Hono } from 'hono';
import { afterCheckRequestSchema, beforeCheckRequestSchema } from '../../domain/island-check-api';
import type { SessionReader } from '../auth/session-cache';
import type { Db } from '../db/database';
import { ApiProblem, problemResponse, readBody } from '../http/problem';
import { requireUser, type UserEnv } from '../http/require-user';
import { islandCheckView, islandOf, myIslandChecks, submitIslandCheck } from './island-check-store';

/** Island checks (issue 24, part 2): signed-in learners only, every query scoped to the learner. */
export function islandCheckRoutes(db: Db, sessions: SessionReader) {
  const app = new Hono<UserEnv>();
  app.use('*', requireUser(sessions));
  app.onError((error, c) => {
    if (error instanceof ApiProblem) return problemResponse(c, error);
    throw error;
  });

  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await myIslandChecks(db, c.get('user').id));
  });

  app.get('/:island', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await islandCheckView(db, c.get('user').id, islandOf(c.req.param('island'))));
  });

  app.post('/:island/before', async (c) => {
    const island = islandOf(c.req.param('island'));
    const request = await readBody(c, beforeCheckRequestSchema);
    return c.json(await submitIslandCheck(db, c.get('user').id, island, 'before', request));
  });

  app.post('/:island/after', async (c) => {
    const island = islandOf(c.req.param('island'));
    const request = await readBody(c, afterCheckRequestSchema);
    return c.json(await submitIslandCheck(db, c.get('user').id, island, 'after', request));
  });

  return app;
}
