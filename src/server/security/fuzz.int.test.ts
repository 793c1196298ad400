import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIsland, getModuleMeta } from '../../content/catalogue-queries';
import type { IslandCheckView } from '../../domain/island-check-api';
import { MAX_BODY_BYTES } from '../app';
import { API_ERRORS, type ApiErrorCode } from '../http/errors';
import { adventureAttempts, lessonPositionFor } from '../progress/quiz-fixtures';
import { snapshotDatabase, userRows } from '../testing/db-snapshot';
import { checkAnswers } from '../testing/island-check-answers';
import { appRoutes, authEndpoints, concretePath, paramNames, routeKey, type Route } from '../testing/route-table';
import { SAMPLE_BODIES, SAMPLE_QUERIES } from '../testing/route-samples';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';

/**
 * Property-based fuzzing of every route in the server's route table with malformed, oversized and
 * wrong-typed bodies, parameters and headers, by a visitor and by a signed-in learner: never a 5xx,
 * always our error shape with a message from the bilingual table, security headers on every answer, and
 * not one row of the database changed.
 */

/** Runs per route and per caller; FUZZ_RUNS raises it for a longer local hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

/** Well-formed shapes for the public auth endpoints, so fuzzing mutates something close to a real request. */
const FUZZ_SHAPES: Record<string, Record<string, unknown>> = {
  ...(SAMPLE_BODIES as Record<string, Record<string, unknown>>),
  'POST /api/auth/sign-up/email': { name: 'Fuzzy', email: 'fuzzy@example.com', password: 'fuzzy-password' },
  'POST /api/auth/sign-in/email': { email: 'fuzzy@example.com', password: 'fuzzy-password' },
  'POST /api/auth/sign-in/magic-link': { email: 'fuzzy@example.com', callbackURL: '/' },
  'POST /api/auth/sign-in/social': { provider: 'google', callbackURL: '/' },
  'POST /api/auth/request-password-reset': { email: 'fuzzy@example.com' },
  'POST /api/auth/send-verification-email': { email: 'fuzzy@example.com' },
  'POST /api/auth/reset-password': { newPassword: 'fuzzy-password', token: 'fuzzy-token' },
};

/**
 * Routes that act on the session alone, so any body would do: fuzzed by a visitor only (a signed-in
 * learner sending them really does sign out). A later route ending or deleting the account matches too.
 */
const ACTS_WITHOUT_INPUT = /sign-out|revoke-sessions|revoke-other-sessions|update-session|delete|erase|\/account$/;

const printable = (maxLength: number) => fc.string({ unit: 'grapheme-ascii', maxLength });
const anyText = (maxLength: number) => fc.string({ unit: 'binary', maxLength });

type JsonKind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';
const kindOf = (value: unknown): JsonKind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonKind);

const VALUES_OF_KIND: Record<JsonKind, fc.Arbitrary<unknown>> = {
  string: fc.oneof(anyText(40), fc.nat({ max: 60_000 }).map((n) => 'é'.repeat(2_001 + n))),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(-1, 0, 1e300, Number.MAX_SAFE_INTEGER)),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  object: fc.dictionary(anyText(12), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
};

/** A value of any JSON kind but `kind`: a wrong type is never valid, whatever the route accepts. */
const wrongValue = (kind: JsonKind) =>
  fc.oneof(...(Object.keys(VALUES_OF_KIND) as JsonKind[]).filter((other) => other !== kind).map((other) => VALUES_OF_KIND[other]));

/** A well-formed shape with one or more of its fields given a wrong type, other fields dropped or kept, junk added. */
function wrongTypedBody(shape: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(shape);
  if (keys.length === 0) {
    // No known fields: any non-object JSON is wrong for every route that reads a body.
    return fc.oneof(wrongValue('object'), fc.constant(null)).map((value) => JSON.stringify(value) ?? 'null');
  }
  return fc
    .record({
      broken: fc.subarray(keys, { minLength: 1 }),
      dropped: fc.subarray(keys),
      junk: fc.dictionary(anyText(12), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
    })
    .chain(({ broken, dropped, junk }) =>
      fc.tuple(...broken.map((key) => wrongValue(kindOf(shape[key])))).map((values) => {
        const body: Record<string, unknown> = { ...junk };
        for (const key of keys) if (!dropped.includes(key) || broken.includes(key)) body[key] = shape[key];
        broken.forEach((key, index) => (body[key] = values[index]));
        return JSON.stringify(body);
      }),
    );
}

/** Text that is not a JSON object: broken JSON, a bare value, an array, or nothing at all. */
const notAnObject = anyText(300).filter((text) => {
  try {
    const value: unknown = JSON.parse(text);
    return value === null || typeof value !== 'object' || Array.isArray(value);
  } catch {
    return true;
  }
});

const oversized = fc.nat({ max: 32 * 1024 }).map((extra) => `{"text":"${'x'.repeat(MAX_BODY_BYTES + extra)}"}`);

/** A path parameter that is never a real module, term, island or provider (which could be a valid request). */
const paramValue = fc
  .oneof(anyText(60), printable(60), fc.constantFrom('..', '../../etc/passwd', '%00', 'M01 ', 'm01', 'M1', 'M11/CREDIT', '<script>'), fc.nat({ max: 1800 }).map((n) => 'Z'.repeat(n + 1)))
  .filter((value) => value.length > 0 && !getModuleMeta(value) && !getIsland(value) && !/^M\d{2,3}\/[a-z0-9-]{1,64}$/.test(value));

const queryArb = fc.dictionary(fc.constantFrom('moduleId', 'to', 'userId', 'accountId', 'token', 'callbackURL', 'x'), anyText(80), { maxKeys: 3 });

const headersArb = fc.record(
  {
    'accept-language': printable(120),
    'content-type': fc.oneof(
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/json; charset=utf-16', ''),
      printable(60),
    ),
    cookie: printable(200),
    'x-forwarded-for': printable(60),
    'x-money-islands-client-ip': printable(60),
  },
  { requiredKeys: [] },
);

type FuzzRequest = { method: string; path: string; body: string | undefined; headers: Record<string, string> };

function requestArb(route: Route): fc.Arbitrary<FuzzRequest> {
  const shape = FUZZ_SHAPES[routeKey(route)] ?? {};
  const names = paramNames(route.path);
  const methodArb = route.method === 'ALL' ? fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE') : fc.constant(route.method);
  return fc
    .record({
      method: methodArb,
      // Always fuzzed: the sample values are valid, and a valid request may rightly write.
      params: fc.tuple(...names.map(() => paramValue)),
      query: fc.option(queryArb, { nil: undefined }),
      body: fc.oneof({ arbitrary: wrongTypedBody(shape), weight: 4 }, { arbitrary: notAnObject, weight: 2 }, { arbitrary: oversized, weight: 1 }, { arbitrary: fc.constant(undefined), weight: 1 }),
      headers: headersArb,
    })
    .map(({ method, params, query, body, headers }) => {
      const given: Record<string, string> = {};
      names.forEach((name, index) => (given[name] = encodeURIComponent(params[index]!)));
      const search = query ? `?${new URLSearchParams(query).toString()}` : (SAMPLE_QUERIES[routeKey(route)] ?? '');
      return { method, path: concretePath(route.path, given) + search, body: method === 'GET' || method === 'HEAD' ? undefined : body, headers };
    });
}

const MESSAGES = new Set<string>(Object.values(API_ERRORS).flatMap((text) => [text.en, text['zh-TW']]));

async function expectSafeAnswer(request: FuzzRequest, response: Response) {
  const what = `${request.method} ${request.path.slice(0, 120)} body ${String(request.body).slice(0, 120)} headers ${JSON.stringify(request.headers).slice(0, 200)}`;
  expect(response.status, what).toBeLessThan(500);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
  if (request.body !== undefined && Buffer.byteLength(request.body) > MAX_BODY_BYTES && request.path.startsWith('/api/')) expect(response.status, what).toBe(413);
  const text = await response.text();
  if (response.status < 400 || !request.path.startsWith('/api/')) return;
  expect(response.headers.get('content-type'), what).toContain('application/json');
  const body = JSON.parse(text) as { error?: { code?: string; message?: string; fields?: unknown } };
  expect(Object.keys(body), what).toEqual(['error']);
  const { code, message, fields, ...rest } = body.error ?? {};
  expect(rest, what).toEqual({});
  expect(code !== undefined && code in API_ERRORS, `${what}: unknown code ${code}`).toBe(true);
  const table = API_ERRORS[code as ApiErrorCode];
  expect([table.en, table['zh-TW']], what).toContain(message);
  expect(MESSAGES.has(message ?? '')).toBe(true);
  if (fields !== undefined) expect(Object.values(fields as Record<string, unknown>).every((value) => typeof value === 'string'), what).toBe(true);
  expect(text, what).not.toMatch(/\bat .+\.(ts|js|mjs):\d+/);
}

let server: TestServer;
let routes: Route[];
let learner: { jar: CookieJar; id: string };

beforeAll(async () => {
  server = await startTestServer();
  routes = [...appRoutes(server.app), ...authEndpoints(server.auth)];
  const jar = new CookieJar();
  const email = `fuzz-${Date.now()}@example.com`;
  expect((await server.request('/api/auth/sign-up/email', { body: { name: 'Fuzz', email, password: 'fuzz-password' }, jar })).status).toBe(200);
  // Some real data, so a stray write would have something to change.
  const quiz = { moduleId: 'M01', idempotencyKey: `fuzz-m01-${Date.now()}`, submission: { format: 'adventure', attempts: await adventureAttempts('M01') } };
  expect((await server.request('/api/progress/quiz', { body: quiz, jar })).status).toBe(200);
  expect((await server.request('/api/progress/reflections/M01', { method: 'PUT', body: { text: 'Fuzz reflection' }, jar })).status).toBe(200);
  expect((await server.request('/api/progress/position/M02', { method: 'PUT', body: await lessonPositionFor('M02'), jar })).status).toBe(200);
  const { questions } = (await (await server.request('/api/island-checks/seed', { jar })).json()) as IslandCheckView;
  expect((await server.request('/api/island-checks/seed/before', { body: { answers: await checkAnswers(questions, 2) }, jar })).status).toBe(200);
  // Trust Island stays locked for this learner, so the sample bodies naming M11 meet ISLAND_LOCKED too.
  const session = (await (await server.request('/api/auth/get-session', { jar })).json()) as { user: { id: string } };
  learner = { jar, id: session.user.id };
});
afterAll(async () => {
  await server?.close();
});

describe('fuzzing every route', () => {
  it('never answers 5xx, always in our error shape, and changes nothing in the database', async () => {
    const before = await snapshotDatabase(server.database.db);
    const learnerBefore = await userRows(server.database.db, learner.id);
    let cases = 0;
    for (const route of routes) {
      for (const signedIn of [false, true]) {
        if (signedIn && ACTS_WITHOUT_INPUT.test(route.path)) continue;
        await fc.assert(
          fc.asyncProperty(requestArb(route), async (request) => {
            cases += 1;
            const response = await server.request(request.path, {
              method: request.method,
              body: request.body,
              headers: request.headers,
              ...(signedIn ? { jar: learner.jar } : {}),
            });
            await expectSafeAnswer(request, response);
          }),
          { numRuns: RUNS },
        );
      }
    }
    const after = await snapshotDatabase(server.database.db);
    expect(Object.keys(after).filter((table) => after[table] !== before[table]).map((table) => `${table}: ${before[table]} → ${after[table]}`)).toEqual([]);
    expect(await userRows(server.database.db, learner.id)).toEqual(learnerBefore);
    const session = (await (await server.request('/api/auth/get-session', { jar: learner.jar })).json()) as { user: { id: string } } | null;
    expect(session?.user.id).toBe(learner.id);
    console.info(`[fuzz] ${cases} fuzz cases over ${routes.length} routes (${RUNS} runs per route and caller): no 5xx, database unchanged`);
  }, 480_000);
});
