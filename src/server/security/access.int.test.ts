import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESSORIES } from '../../content/accessories';
import type { IslandCheckView } from '../../domain/island-check-api';
import { createApp } from '../app';
import { account, islandChecks, reviewCards, session, user } from '../db/schema';
import { adventureAttempts, classicAnswers, lessonPositionFor } from '../progress/quiz-fixtures';
import { snapshotDatabase, userRows } from '../testing/db-snapshot';
import { checkAnswers } from '../testing/island-check-answers';
import { openTrustIsland } from '../testing/open-islands';
import { appRoutes, authEndpoints, isStateChanging, paramNames, routeKey, type Route } from '../testing/route-table';
import { SAMPLE_BODIES, sampleRequest } from '../testing/route-samples';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';

/**
 * Routes anyone may call, each with the reason. Every other route in the server's route table must turn a
 * visitor away with 401: a new route is covered the day it is added, and fails here until it is either
 * protected or listed with a reason.
 */
const PUBLIC_ROUTES: Record<string, string> = {
  'ALL /api/auth/*': 'Better Auth: each of its endpoints is classified in PUBLIC_AUTH_ENDPOINTS',
  'POST /api/auth/sign-in/social': 'starts Google sign-in (or says it is not set up)',
  'GET /api/health': 'says only that the server and its database are up, for monitors',
  'GET /api/config': 'which sign-in options the sign-in page offers',
  'POST /api/join/roster': 'a group’s sign-in page: the nicknames of the children added by nickname; the join code is the key, limited per address (groups.int.test.ts)',
  'POST /api/summary/stop': 'the weekly e-mail’s stop link; its signed token is the credential and it only turns that e-mail off (groups.int.test.ts)',
  'GET /api/dev/outbox': 'development only: absent in production (tested below)',
  'GET /dev/outbox': 'development only: absent in production (tested below)',
  'ALL /api/*': 'the JSON 404 for an unknown API path',
  'GET /*': 'the web app shell, served for every client-side page (production build only)',
  'GET /': 'the web app shell for the home page, sent compressed and never cached (production build only)',
  'GET /index.html': 'the same web app shell by its file name (production build only)',
  'ALL /assets/*': 'a 404 for a hashed file that does not exist, instead of the shell (production build only)',
};

/** Routes that exist only when the server serves the built web app. */
const PRODUCTION_ONLY_ROUTES = new Set(['GET /*', 'GET /', 'GET /index.html', 'ALL /assets/*']);

const PUBLIC_AUTH_ENDPOINTS: Record<string, string> = {
  'GET /api/auth/get-session': 'answers null to a visitor (checked below)',
  'POST /api/auth/get-session': 'same endpoint as GET; Better Auth refuses POST from browsers',
  'POST /api/auth/sign-up/email': 'creating an account',
  'POST /api/auth/sign-in/email': 'signing in (rate limited: rate-limit.int.test.ts)',
  'POST /api/auth/sign-in/social': 'starting Google sign-in',
  'POST /api/auth/sign-in/magic-link': 'mails a sign-in link to that address’s own inbox',
  'POST /api/auth/sign-in/picture': 'a nickname child signs in with the group code and pictures; wrong tries lock the child and count per group (groups.int.test.ts)',
  'POST /api/auth/sign-in/secret-word': 'a nickname child of an older group signs in with the group code and a secret word; same lock and group limit as pictures (groups.int.test.ts)',
  'GET /api/auth/magic-link/verify': 'opens a single-use link; the token is the credential',
  'GET /api/auth/callback/:id': 'Google’s return; the OAuth state is the credential',
  'POST /api/auth/callback/:id': 'Google’s return; the OAuth state is the credential',
  'POST /api/auth/sign-out': 'signing out without a session changes nothing',
  'POST /api/auth/request-password-reset': 'mails a reset link to that address’s own inbox',
  'GET /api/auth/reset-password/:token': 'opens a reset link; the token is the credential',
  'POST /api/auth/reset-password': 'sets a password with a reset token; the token is the credential',
  'GET /api/auth/verify-email': 'confirms an address with a mailed token; the token is the credential',
  'POST /api/auth/send-verification-email': 'mails a confirmation link to that address’s own inbox',
  'GET /api/auth/delete-user/callback': 'confirms a deletion with a mailed token; the token is the credential',
  'GET /api/auth/ok': 'Better Auth’s liveness answer',
  'GET /api/auth/error': 'Better Auth’s error page',
};

const UNAUTHORIZED = { error: { code: 'UNAUTHORIZED', message: 'User not authenticated' } };

let server: TestServer;
let counter = 0;
let routes: Route[];

beforeAll(async () => {
  server = await startTestServer();
  routes = [...appRoutes(server.app), ...authEndpoints(server.auth)];
});
afterAll(async () => {
  await server?.close();
});

async function newLearner(label: string, password = 'access-pw') {
  const jar = new CookieJar();
  const email = `${label}-${Date.now()}-${(counter += 1)}@example.com`;
  expect((await server.request('/api/auth/sign-up/email', { body: { name: label, email, password }, jar })).status).toBe(200);
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { jar, id: row!.id, email, password };
}

function expectSecurityHeaders(response: Response, what: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toMatch(/script-src 'self'(;|$)/);
  expect(csp, what).toContain("object-src 'none'");
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
}

const isPrivate = (route: Route) => !(routeKey(route) in PUBLIC_ROUTES) && !(routeKey(route) in PUBLIC_AUTH_ENDPOINTS);

describe('the route table', () => {
  it('lists the app’s routes and Better Auth’s endpoints, and every public entry names a real route', () => {
    const keys = new Set(routes.map(routeKey));
    expect(keys).toContain('GET /api/progress');
    expect(keys).toContain('POST /api/auth/update-user');
    // A stale entry would hide a typo in a route that really is public.
    for (const key of Object.keys(PUBLIC_AUTH_ENDPOINTS)) expect(keys, key).toContain(key);
    for (const key of Object.keys(PUBLIC_ROUTES).filter((key) => !PRODUCTION_ONLY_ROUTES.has(key))) expect(keys, key).toContain(key);
  });

  it('turns a visitor away with 401 on every private route, with security headers on every answer', async () => {
    const privateRoutes = routes.filter(isPrivate);
    expect(privateRoutes.length).toBeGreaterThanOrEqual(25);
    for (const route of routes) {
      const { path: pathname, method, body } = sampleRequest(route);
      const response = await server.request(pathname, { method, body });
      expectSecurityHeaders(response, routeKey(route));
      if (!isPrivate(route)) {
        expect(response.status, routeKey(route)).toBeLessThan(500);
        continue;
      }
      expect(response.status, `${routeKey(route)} is neither public nor closed to visitors`).toBe(401);
      expect(await response.json(), routeKey(route)).toEqual(UNAUTHORIZED);
    }
    console.info(`[access] ${routes.length} routes in the table, ${privateRoutes.length} private, each refused to a visitor`);
  });

  it('gives a visitor no session', async () => {
    const response = await server.request('/api/auth/get-session');
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it('keeps development routes out of production, and protects the same routes there', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'money-islands-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Money Islands</title><script type="module" src="/assets/app.js"></script>');
    try {
      const app = createApp({ config: { ...server.config, production: true }, database: server.database, auth: server.auth, address: server.address, webRoot });
      const production = appRoutes(app);
      expect(production.map(routeKey)).not.toContain('GET /api/dev/outbox');
      expect(production.map(routeKey)).toContain('GET /*');
      for (const route of production) {
        const { path: pathname, method, body } = sampleRequest(route);
        const response = await app.request(pathname, {
          method,
          // app.request() sends to http://localhost (no port): a page of that address.
          headers: { origin: 'http://localhost', 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        // (Security headers are set by the Node server around the app, not by the app: checked over HTTP above.)
        if (isPrivate(route)) expect(response.status, routeKey(route)).toBe(401);
        else expect(response.status, routeKey(route)).toBeLessThan(500);
      }
      for (const pathname of ['/api/dev/outbox', '/dev/outbox']) {
        const response = await app.request(pathname);
        // The API answers 404; the page path falls through to the app shell, which shows no mail.
        if (pathname.startsWith('/api/')) expect(response.status).toBe(404);
        else expect(await response.text()).not.toContain('Outbox');
      }
      const shell = await app.request('/island/seed');
      expect(shell.status).toBe(200);
    } finally {
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe('a lesson of an island the learner has not opened', () => {
  /** Every route that records something for one lesson, aimed at Trust Island's first lesson. */
  const lockedRequests = async (): Promise<Record<string, { path: string; body: unknown }>> => ({
    'POST /api/progress/quiz': {
      path: '/api/progress/quiz',
      body: { moduleId: 'M11', idempotencyKey: `locked-${Date.now()}-${(counter += 1)}`, submission: { format: 'classic', answers: await classicAnswers('M11') } },
    },
    'PUT /api/progress/reflections/:moduleId': { path: '/api/progress/reflections/M11', body: { text: 'I read about trust.' } },
    'POST /api/progress/vocab': { path: '/api/progress/vocab', body: { key: 'M11/credit' } },
  });
  /**
   * State-changing progress routes that record nothing for one lesson of the learner's choosing. A lesson position
   * (decision 027) is where a lesson was left, never a grade or progress: it opens nothing, so it is not refused.
   */
  const RECORDS_NO_LESSON = new Set([
    'POST /api/progress/merge-guest',
    'DELETE /api/progress/vocab/:key{.+}',
    'PUT /api/progress/position/:moduleId',
    'DELETE /api/progress/position/:moduleId',
  ]);

  it('is refused with 403 ISLAND_LOCKED on every route that records a lesson, in the page’s language, and nothing is stored', async () => {
    const requests = await lockedRequests();
    // Generated from the route table: a new route that records a lesson must be listed above, or this fails.
    const recording = routes
      .filter((route) => route.path.startsWith('/api/progress/') && isStateChanging(route.method) && !route.path.endsWith('*'))
      .map(routeKey)
      .filter((key) => !RECORDS_NO_LESSON.has(key));
    expect(recording.sort()).toEqual(Object.keys(requests).sort());

    const learner = await newLearner('locked');
    const before = await userRows(server.database.db, learner.id);
    for (const [key, request] of Object.entries(requests)) {
      const method = key.split(' ')[0]!;
      for (const [language, message] of [
        ['en', 'This island is still locked for you. Finish most of the lessons on the island before it on the map first.'],
        ['zh-TW', '這座島還沒有為你解鎖喔！請先完成地圖上前一座島的大部分課程。'],
      ] as const) {
        const response = await server.request(request.path, { method, body: request.body, jar: learner.jar, headers: { 'accept-language': language } });
        expect(response.status, key).toBe(403);
        expect(((await response.json()) as { error: unknown }).error, key).toMatchObject({ code: 'ISLAND_LOCKED', message });
      }
    }
    expect(await userRows(server.database.db, learner.id)).toEqual(before);

    // Finishing 8 of Seed Island's 10 lessons opens Trust Island, on the map and on the server alike.
    await openTrustIsland(server, learner.jar);
    for (const [key, request] of Object.entries(await lockedRequests())) {
      const response = await server.request(request.path, { method: key.split(' ')[0]!, body: request.body, jar: learner.jar });
      expect(response.status, key).toBe(200);
    }
  });
});

describe('a second learner using the first learner’s ids, keys and module data', () => {
  it('gets nothing of theirs and changes nothing of theirs, on every private route', async () => {
    const alice = await newLearner('alice');
    const secret = `Alice's secret reflection ${Date.now()}`;
    const quizKey = `alice-m01-${Date.now()}`;
    // A warm-up check on Seed Island (3 of 5 right): Bob's island-check routes aim at Alice's island.
    const { questions: aliceCheck } = (await (await server.request('/api/island-checks/seed', { jar: alice.jar })).json()) as IslandCheckView;
    expect((await server.request('/api/island-checks/seed/before', { body: { answers: await checkAnswers(aliceCheck, 3) }, jar: alice.jar })).status).toBe(200);
    // One question missed first time: Alice has a practice card for Bob to aim at.
    const aliceQuiz = { moduleId: 'M01', idempotencyKey: quizKey, submission: { format: 'adventure', attempts: await adventureAttempts('M01', [0]) } };
    expect((await server.request('/api/progress/quiz', { body: aliceQuiz, jar: alice.jar })).status).toBe(200);
    await openTrustIsland(server, alice.jar, 'alice');
    const classicKey = `alice-m11-${Date.now()}`;
    const aliceClassic = { moduleId: 'M11', idempotencyKey: classicKey, submission: { format: 'classic', answers: await classicAnswers('M11') } };
    expect((await server.request('/api/progress/quiz', { body: aliceClassic, jar: alice.jar })).status).toBe(200);
    expect((await server.request('/api/progress/reflections/M11', { method: 'PUT', body: { text: secret }, jar: alice.jar })).status).toBe(200);
    expect((await server.request('/api/progress/vocab', { body: { key: 'M11/credit' }, jar: alice.jar })).status).toBe(200);
    // M11 again, left midway: a kept position whose draft Bob must never see or change.
    const positionNote = `Alice's half-written sentence ${Date.now()}`;
    expect((await server.request('/api/progress/position/M11', { method: 'PUT', body: await lessonPositionFor('M11', new Date().toISOString(), positionNote), jar: alice.jar })).status).toBe(200);
    expect((await server.request('/api/avatar/base', { method: 'PUT', body: { baseId: 'navigator-female' }, jar: alice.jar })).status).toBe(200);
    const seedItem = ACCESSORIES.find((item) => item.island === 'seed')!;
    expect((await server.request('/api/avatar/equipped', { method: 'PUT', body: { category: seedItem.category, accessoryId: seedItem.id }, jar: alice.jar })).status).toBe(200);

    const results = (await (await server.request('/api/progress/quiz-results', { jar: alice.jar })).json()) as { results: { id: string }[] };
    const [aliceSession] = await server.database.db.select({ token: session.token, id: session.id }).from(session).where(eq(session.userId, alice.id));
    const [aliceAccount] = await server.database.db.select({ id: account.id, accountId: account.accountId }).from(account).where(eq(account.userId, alice.id));
    // Anything of Alice's that must never reach Bob.
    const [aliceCard] = await server.database.db.select({ id: reviewCards.id }).from(reviewCards).where(eq(reviewCards.userId, alice.id));
    const aliceMarkers = [alice.email, alice.id, secret, positionNote, aliceSession!.token, aliceSession!.id, aliceAccount!.id, aliceCard!.id, ...results.results.map((result) => result.id)];

    const aliceBefore = await userRows(server.database.db, alice.id);
    const aliceViewBefore = await (await server.request('/api/progress', { jar: alice.jar })).json();

    const bob = await newLearner('bob');
    // Bob aims each route at Alice: her ids as parameters, her keys and module data in bodies, her id in the query.
    const aimedBodies: Record<string, unknown> = {
      'POST /api/progress/quiz': aliceQuiz,
      'PUT /api/progress/reflections/:moduleId': { text: 'Bob overwrote this' },
      'PUT /api/progress/position/:moduleId': await lessonPositionFor('M11', new Date(Date.now() + 3_600_000).toISOString(), 'Bob overwrote this'),
      'POST /api/progress/vocab': { key: 'M11/credit' },
      'POST /api/practice/answers': { cardId: aliceCard!.id, attempts: [[1]] },
      'PUT /api/avatar/equipped': { category: seedItem.category, accessoryId: seedItem.id },
      'POST /api/auth/revoke-session': { token: aliceSession!.token },
      'POST /api/auth/unlink-account': { accountId: aliceAccount!.id },
      'POST /api/auth/refresh-token': { accountId: aliceAccount!.id, userId: alice.id },
      'POST /api/auth/get-access-token': { accountId: aliceAccount!.id, userId: alice.id },
      'POST /api/auth/change-email': { newEmail: alice.email },
      'POST /api/auth/update-user': { name: 'Bob', userId: alice.id, id: alice.id },
      'POST /api/auth/change-password': { currentPassword: alice.password, newPassword: 'bob-took-over', userId: alice.id },
    };
    const aimedQueries: Record<string, string> = { 'GET /api/auth/account-info': `?accountId=${aliceAccount!.id}` };
    const params = { moduleId: 'M11', key: encodeURIComponent('M11/credit'), id: alice.id, token: aliceSession!.token, userId: alice.id };
    // Requests that would end Bob's own session go last, so every other one is made signed in.
    const endsSession = (route: Route) => /sign-out|revoke-sessions|revoke-other-sessions|delete|erase|\/account$/.test(route.path);
    const privateRoutes = routes.filter(isPrivate);
    const ordered = [...privateRoutes.filter((route) => !endsSession(route)), ...privateRoutes.filter(endsSession)];

    let checked = 0;
    for (const [index, route] of ordered.entries()) {
      if (endsSession(route) && (index === 0 || !endsSession(ordered[index - 1]!))) {
        // Bob was still signed in for everything before.
        const stillBob = (await (await server.request('/api/auth/get-session', { jar: bob.jar })).json()) as { user: { id: string } } | null;
        expect(stillBob?.user.id, `Bob's session before ${routeKey(route)}`).toBe(bob.id);
      }
      const sample = sampleRequest(route, params);
      const key = routeKey(route);
      const base = aimedQueries[key] ? sample.path.replace(/\?.*$/, aimedQueries[key]) : sample.path;
      const query = `${base.includes('?') ? '&' : '?'}userId=${encodeURIComponent(alice.id)}`;
      const body = sample.body === undefined ? undefined : (aimedBodies[key] ?? SAMPLE_BODIES[key] ?? { userId: alice.id });
      const response = await server.request(`${base}${query}`, { method: sample.method, body, jar: bob.jar });
      expect(response.status, key).toBeLessThan(500);
      const text = await response.text();
      for (const marker of aliceMarkers) expect(text.includes(marker), `${key} answered Bob with Alice's ${marker}`).toBe(false);
      checked += 1;
    }
    expect(checked).toBe(privateRoutes.length);
    // Bob's island check is his own (the sample skipped his warm-up; his session has ended by now, so read the table).
    const bobChecks = await server.database.db.select().from(islandChecks).where(eq(islandChecks.userId, bob.id));
    expect(bobChecks.map((row) => ({ island: row.island, phase: row.phase, skipped: row.skipped }))).toEqual([{ island: 'seed', phase: 'before', skipped: true }]);

    expect(await userRows(server.database.db, alice.id)).toEqual(aliceBefore);
    expect(await (await server.request('/api/progress', { jar: alice.jar })).json()).toEqual(aliceViewBefore);
    const aliceSessionNow = (await (await server.request('/api/auth/get-session', { jar: alice.jar })).json()) as { user: { email: string } } | null;
    expect(aliceSessionNow?.user.email).toBe(alice.email);
    const signIn = await server.request('/api/auth/sign-in/email', { body: { email: alice.email, password: alice.password } });
    expect(signIn.status).toBe(200);
    console.info(`[access] second learner tried ${checked} private routes with the first learner's ids: nothing read, nothing changed`);
  });

  it('lists only the learner’s own sessions and revokes none of another’s', async () => {
    const alice = await newLearner('alice-sessions');
    const bob = await newLearner('bob-sessions');
    const bobSessions = (await (await server.request('/api/auth/list-sessions', { jar: bob.jar })).json()) as { userId: string }[];
    expect(bobSessions.length).toBeGreaterThan(0);
    expect(bobSessions.every((item) => item.userId === bob.id)).toBe(true);
    const accounts = (await (await server.request('/api/auth/list-accounts', { jar: bob.jar })).json()) as { userId?: string; accountId: string }[];
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.every((item) => item.userId === undefined || item.userId === bob.id)).toBe(true);
    // Revoking every session of "his" ends Bob's, not Alice's.
    expect((await server.request('/api/auth/revoke-sessions', { body: {}, jar: bob.jar })).status).toBe(200);
    expect(await (await server.request('/api/auth/get-session', { jar: bob.jar })).json()).toBeNull();
    const aliceNow = (await (await server.request('/api/auth/get-session', { jar: alice.jar })).json()) as { user: { id: string } } | null;
    expect(aliceNow?.user.id).toBe(alice.id);
  });
});

describe('requests from another website', () => {
  it('are refused on every state-changing route, and write nothing', async () => {
    const learner = await newLearner('cross-site');
    const stateChanging = routes.filter((route) => isStateChanging(route.method) || route.method === 'ALL');
    expect(stateChanging.length).toBeGreaterThanOrEqual(20);
    const before = await snapshotDatabase(server.database.db);
    const attacks: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { origin: '', 'sec-fetch-site': 'cross-site' }, { origin: '', 'sec-fetch-site': 'same-site' }];
    for (const route of stateChanging) {
      const { path: pathname, method, body } = sampleRequest(route);
      for (const headers of attacks) {
        const response = await server.request(pathname, { method, body, jar: learner.jar, headers });
        expect(response.status, `${routeKey(route)} from ${JSON.stringify(headers)}`).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN_ORIGIN');
      }
    }
    expect(await snapshotDatabase(server.database.db)).toEqual(before);
    // The same learner, from the site itself, is still signed in: the refused sign-out did nothing.
    expect(await (await server.request('/api/auth/get-session', { jar: learner.jar })).json()).toMatchObject({ user: { id: learner.id } });
  });
});

describe('path parameters', () => {
  it('every parameter in the route table has a sample value', () => {
    // A route with an unknown parameter would be tried with "sample", which may not reach its handler.
    const unknown = routes.flatMap((route) => paramNames(route.path)).filter((name) => !['island', 'moduleId', 'key', 'id', 'token', 'memberId'].includes(name));
    expect(unknown).toEqual([]);
  });
});

describe('text length limits', () => {
  it('refuse a long or empty username and a long or empty reflection, in the learner’s language', async () => {
    const long = await server.request('/api/auth/sign-up/email', { body: { name: 'n'.repeat(31), email: `long-${Date.now()}@example.com`, password: 'limits-pw' } });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: { code: 'NAME_TOO_LONG', message: 'That username is too long (at most 30 characters).' } });
    const blank = await server.request('/api/auth/sign-up/email', {
      body: { name: '   ', email: `blank-${Date.now()}@example.com`, password: 'limits-pw' },
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(await blank.json()).toEqual({ error: { code: 'NAME_REQUIRED', message: '請輸入暱稱。' } });

    const learner = await newLearner('n'.repeat(30));
    await openTrustIsland(server, learner.jar);
    const rename = await server.request('/api/auth/update-user', { body: { name: 'm'.repeat(31) }, jar: learner.jar, headers: { 'accept-language': 'zh-TW' } });
    expect(rename.status).toBe(400);
    expect(await rename.json()).toEqual({ error: { code: 'NAME_TOO_LONG', message: '暱稱太長了（最多 30 個字）。' } });
    const [row] = await server.database.db.select({ name: user.name }).from(user).where(eq(user.id, learner.id));
    expect(row?.name).toBe('n'.repeat(30));

    const save = (text: string, language = 'en') => server.request('/api/progress/reflections/M11', { method: 'PUT', body: { text }, jar: learner.jar, headers: { 'accept-language': language } });
    const tooLong = await save('x'.repeat(2001), 'zh-TW');
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'REFLECTION_TOO_LONG', message: '你的心得太長了（最多 2000 個字）。' });
    const empty = await save('  ');
    expect(((await empty.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'REFLECTION_EMPTY', message: 'Write something before saving your reflection.' });
    expect((await save('x'.repeat(2000))).status).toBe(200);
  });
});

describe('cookies in production', () => {
  it('are httpOnly, SameSite=Lax and Secure behind https', async () => {
    const publicUrl = 'https://islands.example';
    const production = await startTestServer({ NODE_ENV: 'production', PUBLIC_URL: publicUrl });
    try {
      const response = await production.request('/api/auth/sign-up/email', {
        body: { name: 'Secure', email: `secure-${Date.now()}@example.com`, password: 'secure-pw' },
        headers: { origin: publicUrl },
      });
      expect(response.status).toBe(200);
      const cookies = response.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie).toMatch(/;\s*Secure/i);
        expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      }
      expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
    } finally {
      await production.close();
    }
  });
});
