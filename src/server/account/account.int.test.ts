import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema, type AccountExport } from '../../domain/account-api';
import type { IslandCheckView } from '../../domain/island-check-api';
import { schemaTables, user, verification } from '../db/schema';
import { adventureAttempts, lessonPositionFor } from '../progress/quiz-fixtures';
import { checkAnswers } from '../testing/island-check-answers';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const PASSWORD = 'privacy-pw';

type Learner = { id: string; email: string; name: string; jar: CookieJar; reflection: string };

/** A learner with something in every table: explorer, a finished lesson (inventory, quiz result), a reflection, a magic link mail, two devices. */
async function learnerWithData(name: string): Promise<Learner & { secondDevice: CookieJar }> {
  const jar = new CookieJar();
  const email = `${name.toLowerCase()}-${Date.now()}-${(counter += 1)}@example.com`;
  expect((await server.request('/api/auth/sign-up/email', { body: { name, email, password: PASSWORD }, jar })).status).toBe(200);
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const id = row!.id;
  expect((await server.request('/api/avatar/base', { method: 'PUT', body: { baseId: 'explorer' }, jar })).status).toBe(200);
  expect((await server.request('/api/account/reading-settings', { method: 'PUT', body: { textSize: 'large', spacious: true }, jar })).status).toBe(200);
  const quiz = await server.request('/api/progress/quiz', {
    body: { moduleId: 'M01', idempotencyKey: `privacy-${id}`, submission: { format: 'adventure', attempts: await adventureAttempts('M01', [4]) } },
    jar,
  });
  expect(quiz.status).toBe(200);
  // The warm-up check on Seed Island (taken after M01 here; it is still open: the island is not finished).
  const { questions } = (await (await server.request('/api/island-checks/seed', { jar })).json()) as IslandCheckView;
  expect((await server.request('/api/island-checks/seed/before', { body: { answers: await checkAnswers(questions, 4) }, jar })).status).toBe(200);
  // A lesson left midway (M02 at its sentence challenge).
  expect((await server.request('/api/progress/position/M02', { method: 'PUT', body: await lessonPositionFor('M02'), jar })).status).toBe(200);
  const reflection = `${name} would save for a kite`;
  expect((await server.request('/api/progress/reflections/M01', { method: 'PUT', body: { text: reflection }, jar })).status).toBe(200);
  expect((await server.request('/api/auth/sign-in/magic-link', { body: { email, callbackURL: '/' } })).status).toBe(200);
  // A password-reset style verification row, which Better Auth keys by the user's id.
  await server.database.db.insert(verification).values({ id: `reset-${id}`, identifier: `reset-password:${id}-token`, value: id, expiresAt: new Date(Date.now() + 60_000) });
  const secondDevice = new CookieJar();
  expect((await server.request('/api/auth/sign-in/email', { body: { email, password: PASSWORD }, jar: secondDevice })).status).toBe(200);
  return { id, email, name, jar, reflection, secondDevice };
}

/** Rows in every table of the schema whose text mentions the learner's id or e-mail: the check cannot miss a new table. */
async function rowsMentioning({ id, email }: { id: string; email: string }): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schemaTables)) {
    const name = getTableName(table);
    const result = await server.database.db.execute<{ count: number | string }>(
      sql`SELECT count(*) AS count FROM ${sql.identifier(name)} AS t WHERE strpos(t::text, ${id}) > 0 OR strpos(lower(t::text), ${email.toLowerCase()}) > 0`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { count: number | string }[] }).rows) as { count: number | string }[];
    counts[name] = Number(rows[0]?.count ?? 0);
  }
  return counts;
}

const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));

async function exportOf(jar: CookieJar): Promise<{ response: Response; text: string; data: AccountExport }> {
  const response = await server.request('/api/account/export', { jar });
  const text = await response.text();
  return { response, text, data: accountExportSchema.parse(JSON.parse(text)) };
}

describe('the account API', () => {
  it('is closed to visitors', async () => {
    expect((await server.request('/api/account/export')).status).toBe(401);
    const deletion = await server.request('/api/account', { method: 'DELETE', body: { confirmation: 'anyone' } });
    expect(deletion.status).toBe(401);
    expect(await deletion.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'User not authenticated' } });
  });

  it('exports all of a learner’s data and none of another’s, as a download without secrets', async () => {
    const a = await learnerWithData('Anna');
    const b = await learnerWithData('Bruno');
    const { response, text, data } = await exportOf(a.jar);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="money-islands-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');

    expect(data.account).toMatchObject({ id: a.id, nickname: 'Anna', email: a.email });
    expect(data.signInMethods.map((method) => method.provider)).toEqual(['credential']);
    expect(data.profile).toMatchObject({ avatarBaseId: 'explorer', readingSettings: { textSize: 'large', spacious: true, reduceMotion: false, speechRate: 1 } });
    expect(data.inventory).toHaveLength(1);
    expect(data.progress?.completedModules).toEqual(['M01']);
    expect(data.progress?.moduleScores.M01).toBeGreaterThanOrEqual(70);
    expect(data.reflections).toEqual({ M01: a.reflection });
    expect(data.quizResults.map((result) => result.moduleId)).toEqual(['M01']);
    // The question missed first time, waiting in practice.
    expect(data.reviewCards).toEqual([expect.objectContaining({ moduleId: 'M01', questionId: 'q5', retired: false, practisedAt: null })]);
    expect(data.islandChecks).toEqual([expect.objectContaining({ island: 'seed', phase: 'before', correct: 4, total: 5, skipped: false })]);
    expect(Object.keys(data.islandChecks[0]!.answers)).toHaveLength(5);
    expect(data.lessonPositions).toEqual([expect.objectContaining({ moduleId: 'M02', position: expect.objectContaining({ step: 'sentence', done: ['story', 'definitions', 'examples'] }) })]);
    expect(data.sessions).toHaveLength(2);
    // The welcome e-mail that asks to confirm the address, and the magic link.
    expect(data.emails.map((mail) => mail.subject).sort()).toEqual([expect.stringMatching(/^Sign in/), expect.stringMatching(/^Welcome/)]);

    // Nothing of B's …
    expect(text).not.toContain(b.id);
    expect(text).not.toContain(b.email);
    expect(text).not.toContain(b.reflection);
    // … and no secrets of A's: password hash, session tokens, sign-in link tokens.
    const [credential] = await server.database.db.select().from(schemaTables.account).where(eq(schemaTables.account.userId, a.id));
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(credential!.password!);
    expect(text).not.toContain('scrypt$');
    const tokens = await server.database.db.select({ token: schemaTables.session.token }).from(schemaTables.session).where(eq(schemaTables.session.userId, a.id));
    expect(tokens).toHaveLength(2);
    for (const { token } of tokens) expect(text).not.toContain(token);
    expect(text).not.toMatch(/token=|"password"|"token"/i);
    for (const cookie of a.jar.cookies.values()) expect(text).not.toContain(cookie.split('.')[0]!);
  });

  it('keeps each learner’s reading settings: a change of one setting keeps the others, and the profile reads them', async () => {
    const a = await learnerWithData('Ada');
    const b = await learnerWithData('Ben');
    const put = (jar: CookieJar, body: unknown) => server.request('/api/account/reading-settings', { method: 'PUT', body, jar });
    const profile = async (jar: CookieJar) => ((await (await server.request('/api/avatar', { jar })).json()) as { readingSettings: unknown; autoReadQuestions: boolean });

    const first = await put(a.jar, { textSize: 'largest', reduceMotion: true });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ textSize: 'largest', spacious: true, reduceMotion: true, speechRate: 1 });
    expect(await (await put(a.jar, { speechRate: 0.75 })).json()).toEqual({ textSize: 'largest', spacious: true, reduceMotion: true, speechRate: 0.75 });
    expect(await profile(a.jar)).toMatchObject({ readingSettings: { textSize: 'largest', spacious: true, reduceMotion: true, speechRate: 0.75 }, autoReadQuestions: false });
    // Another learner's settings are their own.
    expect((await profile(b.jar)).readingSettings).toEqual({ textSize: 'large', spacious: true, reduceMotion: false, speechRate: 1 });

    // A value that is not one of the choices, an unknown setting or an empty change is refused, and nothing changes.
    for (const body of [{ textSize: 'huge' }, { speechRate: 3 }, { fontSize: 30 }, {}, { spacious: 'yes' }]) {
      const refused = await put(a.jar, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    }
    expect((await profile(a.jar)).readingSettings).toEqual({ textSize: 'largest', spacious: true, reduceMotion: true, speechRate: 0.75 });

    // A visitor has no server settings (theirs stay in the browser).
    expect((await server.request('/api/account/reading-settings', { method: 'PUT', body: { textSize: 'large' } })).status).toBe(401);
  });

  it('reads a stored setting this version no longer offers as its default', async () => {
    const a = await learnerWithData('Old');
    await server.database.db.update(schemaTables.profiles).set({ readingSettings: { textSize: 'gigantic', spacious: true } }).where(eq(schemaTables.profiles.userId, a.id));
    const view = (await (await server.request('/api/avatar', { jar: a.jar })).json()) as { readingSettings: unknown };
    expect(view.readingSettings).toEqual({ textSize: 'normal', spacious: true, reduceMotion: false, speechRate: 1 });
  });

  it('refuses to delete without the right username, and changes nothing', async () => {
    const a = await learnerWithData('Chen');
    const before = await rowsMentioning(a);
    for (const body of [{}, { confirmation: '' }, { confirmation: 'Chen', also: 1 }]) {
      const response = await server.request('/api/account', { method: 'DELETE', body, jar: a.jar });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    }
    const wrong = await server.request('/api/account', { method: 'DELETE', body: { confirmation: 'Che' }, jar: a.jar, headers: { 'accept-language': 'zh-TW' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: { code: 'CONFIRMATION_MISMATCH', message: '這不是你的暱稱。請照著畫面上顯示的暱稱輸入，才能刪除帳號。' },
    });
    // From another site: refused before anything is read.
    const crossSite = await server.request('/api/account', { method: 'DELETE', body: { confirmation: 'Chen' }, jar: a.jar, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(await rowsMentioning(a)).toEqual(before);
    expect((await server.request('/api/account/export', { jar: a.jar })).status).toBe(200);
  });

  it('deletes every row of the learner, ends all their sessions and leaves another learner untouched', async () => {
    const a = await learnerWithData('Dora');
    const b = await learnerWithData('Eli');
    const bBefore = await rowsMentioning(b);
    const bExport = (await exportOf(b.jar)).data;
    // Before: A has rows in every table that holds a learner's data.
    expect(Object.keys(nonZero(await rowsMentioning(a))).sort()).toEqual(
      ['account', 'email_outbox', 'island_checks', 'lesson_positions', 'profiles', 'quiz_results', 'review_cards', 'session', 'user', 'user_inventory', 'user_progress', 'verification'].sort(),
    );

    const oldCookies = new CookieJar();
    for (const [key, value] of a.jar.cookies) oldCookies.cookies.set(key, value);
    const response = await server.request('/api/account', { method: 'DELETE', body: { confirmation: ' dora ' }, jar: a.jar });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    const cleared = response.headers.getSetCookie().filter((line) => line.startsWith('better-auth.session_token='));
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatch(/Max-Age=0/i);

    expect(nonZero(await rowsMentioning(a))).toEqual({});
    expect(await rowsMentioning(b)).toEqual(bBefore);
    const bAfter = (await exportOf(b.jar)).data;
    expect({ ...bAfter, exportedAt: bExport.exportedAt, sessions: bExport.sessions }).toEqual(bExport);

    // The old cookie (this device and the other) opens nothing, and the password signs in no more.
    expect(a.jar.cookies.size).toBe(0);
    expect((await server.request('/api/progress', { jar: oldCookies })).status).toBe(401);
    expect((await server.request('/api/account/export', { jar: oldCookies })).status).toBe(401);
    expect((await server.request('/api/account/export', { jar: a.secondDevice })).status).toBe(401);
    expect((await server.request('/api/account', { method: 'DELETE', body: { confirmation: 'Dora' }, jar: a.secondDevice })).status).toBe(401);
    expect(await (await server.request('/api/auth/get-session', { jar: a.secondDevice })).json()).toBeNull();
    const signIn = await server.request('/api/auth/sign-in/email', { body: { email: a.email, password: PASSWORD } });
    expect(signIn.status).toBe(401);
    expect(((await signIn.json()) as { error: { code: string } }).error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('lets the same e-mail sign up again afresh after deletion', async () => {
    const a = await learnerWithData('Fay');
    expect((await server.request('/api/account', { method: 'DELETE', body: { confirmation: 'FAY' }, jar: a.jar })).status).toBe(200);
    const jar = new CookieJar();
    expect((await server.request('/api/auth/sign-up/email', { body: { name: 'Fay', email: a.email, password: PASSWORD }, jar })).status).toBe(200);
    const { data } = await exportOf(jar);
    expect(data.account.id).not.toBe(a.id);
    expect(data.progress?.completedModules).toEqual([]);
    expect(data.reflections).toEqual({});
    expect(data.quizResults).toEqual([]);
    expect(data.reviewCards).toEqual([]);
    expect(data.islandChecks).toEqual([]);
    expect(data.lessonPositions).toEqual([]);
    expect(data.inventory).toEqual([]);
  });
});
