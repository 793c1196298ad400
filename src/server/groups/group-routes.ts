import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { getIsland } from '../../content/catalogue-queries';
import {
  createGroupRequestSchema,
  csvField,
  JOIN_TRIES_PER_ADDRESS,
  JOIN_TRIES_PER_LEARNER,
  JOIN_WINDOW_SECONDS,
  joinCodeRequestSchema,
  normalizeJoinCode,
  updateGroupRequestSchema,
  type GroupDetail,
} from '../../domain/groups';
import type { SessionReader } from '../auth/session-cache';
import type { Db } from '../db/database';
import { apiError, requestLanguage } from '../http/errors';
import { ApiProblem, problemResponse, readBody } from '../http/problem';
import { requireUser, type UserEnv } from '../http/require-user';
import { countAttempt } from './attempt-limit';
import { stopWeeklySummary } from './weekly-summary';
import { addNicknameChild, giveNewSecret, renameNicknameChild, roster, setChildSignIn, signInCards } from './nickname-children';
import { addChildRequestSchema, renameChildRequestSchema, rosterRequestSchema } from '../../domain/picture-sign-in';
import { childSignInRequestSchema } from '../../domain/secret-word';
import { childReport, createGroup, groupActivity, groupCheckGains, deleteGroup, groupDetail, joinGroup, leaveGroup, myGroups, needsHelp, previewJoin, removeMember, updateGroup } from './group-store';

const groupIdSchema = z.string().uuid();

/** The group id of the path, or 404: an id that is not even a uuid names no group. */
function groupIdOf(c: Context): string {
  const parsed = groupIdSchema.safeParse(c.req.param('id'));
  if (!parsed.success) throw new ApiProblem(404, 'GROUP_NOT_FOUND');
  return parsed.data;
}

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The grid as a spreadsheet: one row per child, one column per island (percent), then streak, gems, last active. */
export function gridCsv(detail: GroupDetail, language: 'en' | 'zh-TW'): string {
  const islands = detail.members[0]?.islands.map((cell) => cell.island) ?? [];
  const heading =
    language === 'zh-TW'
      ? ['暱稱', ...islands.map((key) => `${getIsland(key).title['zh-TW']} (%)`), '完成課程', '連續天數', '寶石', '最後學習日']
      : ['Nickname', ...islands.map((key) => `${getIsland(key).title.en} (%)`), 'Lessons finished', 'Streak (days)', 'Gems', 'Last active'];
  const lines = [heading.map(csvField).join(',')];
  for (const member of detail.members) {
    lines.push([member.nickname, ...member.islands.map((cell) => cell.percent), member.completedLessons, member.streak, member.gems, member.lastActive ?? ''].map(csvField).join(','));
  }
  // A byte-order mark, so spreadsheet programs read the Chinese names as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const stopRequestSchema = z.object({ group: z.string().uuid(), token: z.string().min(1).max(100) }).strict();

/**
 * The weekly e-mail's one-click "stop" (the page /summary/stop posts here): no sign-in, the signed token is the
 * credential, and it can only turn that group's e-mail off.
 */
export function summaryRoutes(db: Db, secret: string | undefined) {
  const app = new Hono();
  app.post('/stop', async (c) => {
    try {
      const { group, token } = await readBody(c, stopRequestSchema);
      if (!secret || !(await stopWeeklySummary(db, secret, group, token))) return apiError(c, 404, 'SUMMARY_LINK_INVALID');
      return c.json({ stopped: true });
    } catch (error) {
      if (error instanceof ApiProblem) return problemResponse(c, error);
      throw error;
    }
  });
  return app;
}

/**
 * A group's sign-in page (/join/CODE) for children added by nickname: who is in it, by nickname only. No sign-in;
 * the code is the key, and lookups are limited per network address like join codes.
 */
export function joinRoutes(db: Db, options: { limitGuesses: boolean }) {
  const app = new Hono();
  app.post('/roster', async (c) => {
    try {
      const { code } = await readBody(c, rosterRequestSchema);
      if (options.limitGuesses) {
        const allowed = await countAttempt(db, [{ key: `join:address:${clientAddress(c)}`, max: JOIN_TRIES_PER_ADDRESS }], JOIN_WINDOW_SECONDS);
        if (!allowed) throw new ApiProblem(429, 'JOIN_TOO_MANY_TRIES');
      }
      const { groupId: _groupId, ...found } = await roster(db, code);
      c.header('Cache-Control', 'no-store');
      return c.json(found);
    } catch (error) {
      if (error instanceof ApiProblem) return problemResponse(c, error);
      throw error;
    }
  });
  return app;
}

/**
 * Classes and families (issue 22). A grown-up sees and changes only their own groups; a child sees only the
 * groups they are in (their names and grown-ups), never another child. Signed-in only.
 */
export function groupRoutes(db: Db, sessions: SessionReader, options: { limitGuesses: boolean }) {
  const app = new Hono<UserEnv>();
  app.use('*', requireUser(sessions));
  app.onError((error, c) => {
    if (error instanceof ApiProblem) return problemResponse(c, error);
    throw error;
  });

  /** A code as typed, normalized; every try counts against the learner's and the address's guessing limits. */
  const readCode = async (c: Context<UserEnv>): Promise<string> => {
    const { code: typed } = await readBody(c, joinCodeRequestSchema);
    if (options.limitGuesses) {
      const allowed = await countAttempt(
        db,
        [
          { key: `join:learner:${c.get('user').id}`, max: JOIN_TRIES_PER_LEARNER },
          { key: `join:address:${clientAddress(c)}`, max: JOIN_TRIES_PER_ADDRESS },
        ],
        JOIN_WINDOW_SECONDS,
      );
      if (!allowed) throw new ApiProblem(429, 'JOIN_TOO_MANY_TRIES');
    }
    const code = normalizeJoinCode(typed);
    if (!code) throw new ApiProblem(400, 'JOIN_CODE_INVALID');
    return code;
  };

  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await myGroups(db, c.get('user').id));
  });

  app.post('/', async (c) => {
    const { name, kind } = await readBody(c, createGroupRequestSchema, { 'name:too_big': 'GROUP_NAME_TOO_LONG', 'name:too_small': 'GROUP_NAME_REQUIRED' });
    return c.json(await createGroup(db, c.get('user').id, name, kind), 201);
  });

  app.post('/join/preview', async (c) => {
    const code = await readCode(c);
    return c.json(await previewJoin(db, c.get('user').id, code));
  });

  app.post('/join', async (c) => {
    const code = await readCode(c);
    return c.json(await joinGroup(db, c.get('user').id, code));
  });

  app.get('/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await groupDetail(db, c.get('user').id, groupIdOf(c)));
  });

  app.get('/:id/grid.csv', async (c) => {
    const detail = await groupDetail(db, c.get('user').id, groupIdOf(c));
    const language = requestLanguage(c.req.query('lang') ?? c.req.header('accept-language'));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="money-islands-group-${new Date().toISOString().slice(0, 10)}.csv"`);
    c.header('Cache-Control', 'no-store');
    return c.body(gridCsv(detail, language));
  });

  app.get('/:id/activity', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await groupActivity(db, c.get('user').id, groupIdOf(c)));
  });

  app.get('/:id/needs-help', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await needsHelp(db, c.get('user').id, groupIdOf(c)));
  });

  app.get('/:id/check-gains', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await groupCheckGains(db, c.get('user').id, groupIdOf(c)));
  });

  app.get('/:id/members/:memberId', async (c) => {
    const memberId = c.req.param('memberId');
    if (memberId.length > 100) return apiError(c, 404, 'MEMBER_NOT_FOUND');
    c.header('Cache-Control', 'no-store');
    return c.json(await childReport(db, c.get('user').id, groupIdOf(c), memberId));
  });

  // Children added by nickname, with a picture password and a printed card (no e-mail).
  app.post('/:id/children', async (c) => {
    const id = groupIdOf(c);
    const { nickname } = await readBody(c, addChildRequestSchema, { 'nickname:too_big': 'NAME_TOO_LONG', 'nickname:too_small': 'NAME_REQUIRED' });
    return c.json(await addNicknameChild(db, c.get('user').id, id, nickname), 201);
  });

  app.get('/:id/cards', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await signInCards(db, c.get('user').id, groupIdOf(c)));
  });

  // A new secret of the group's kind (pictures or a secret word); the path keeps its first name.
  app.post('/:id/children/:memberId/pictures', async (c) => {
    const memberId = c.req.param('memberId');
    if (memberId.length > 100) return apiError(c, 404, 'MEMBER_NOT_FOUND');
    return c.json(await giveNewSecret(db, c.get('user').id, groupIdOf(c), memberId));
  });

  // Pictures or a secret word for the whole group: every child gets a new secret, so the answer is the new cards.
  app.put('/:id/child-sign-in', async (c) => {
    const id = groupIdOf(c);
    const { childSignIn } = await readBody(c, childSignInRequestSchema);
    c.header('Cache-Control', 'no-store');
    return c.json(await setChildSignIn(db, c.get('user').id, id, childSignIn));
  });

  app.patch('/:id/children/:memberId', async (c) => {
    const id = groupIdOf(c);
    const memberId = c.req.param('memberId');
    const { nickname } = await readBody(c, renameChildRequestSchema, { 'nickname:too_big': 'NAME_TOO_LONG', 'nickname:too_small': 'NAME_REQUIRED' });
    if (memberId.length > 100) return apiError(c, 404, 'MEMBER_NOT_FOUND');
    await renameNicknameChild(db, c.get('user').id, id, memberId, nickname);
    return c.json({ renamed: true });
  });

  app.patch('/:id', async (c) => {
    const id = groupIdOf(c);
    const change = await readBody(c, updateGroupRequestSchema, { 'name:too_big': 'GROUP_NAME_TOO_LONG', 'name:too_small': 'GROUP_NAME_REQUIRED' });
    return c.json(await updateGroup(db, c.get('user').id, id, change));
  });

  app.delete('/:id', async (c) => {
    await deleteGroup(db, c.get('user').id, groupIdOf(c));
    return c.json({ deleted: true });
  });

  app.delete('/:id/members/:memberId', async (c) => {
    const memberId = c.req.param('memberId');
    if (memberId.length > 100) return apiError(c, 404, 'MEMBER_NOT_FOUND');
    await removeMember(db, c.get('user').id, groupIdOf(c), memberId);
    return c.json({ removed: true });
  });

  app.delete('/:id/membership', async (c) => {
    await leaveGroup(db, c.get('user').id, groupIdOf(c));
    return c.json({ left: true });
  });

  return app;
}
