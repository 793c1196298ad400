import { concretePath, routeKey, type Route } from './route-table';

/**
 * Well-formed requests for routes that validate their input before anything else, so a test reaches the
 * check it means to reach (a visitor's 401, another learner's data). A route not listed gets `{}`.
 */
export const SAMPLE_BODIES: Record<string, unknown> = {
  'POST /api/progress/quiz': { moduleId: 'M01', idempotencyKey: 'sample-key-0001', submission: { format: 'adventure', attempts: {} } },
  'PUT /api/progress/reflections/:moduleId': { text: 'A sample reflection.' },
  // A classic position: the access test aims this route at Alice's M11 (a classic lesson).
  'PUT /api/progress/position/:moduleId': {
    version: 1,
    format: 'classic',
    fingerprint: '0123abcd',
    step: 'quiz',
    done: ['scenario'],
    choices: { quiz: { index: 0, answers: {}, hints: {} } },
    updatedAt: '2026-11-27T10:00:00.000Z',
  },
  'POST /api/progress/vocab': { key: 'M11/credit' },
  'POST /api/progress/merge-guest': { version: 1, entries: [] },
  'POST /api/practice/answers': { cardId: '0b0e6c52-7f1e-4a8e-9d0a-6a1f0f6b2c12', attempts: [true] },
  'POST /api/island-checks/:island/before': { skipped: true },
  'POST /api/island-checks/:island/after': { answers: { 'M01/q1': [1] } },
  'PUT /api/avatar/base': { baseId: 'guardian' },
  'PUT /api/avatar/equipped': { category: 'headwear', accessoryId: null },
  'POST /api/account/password': { newPassword: 'another-password', currentPassword: 'sample-password' },
  'PUT /api/account/role': { role: 'learner' },
  'PUT /api/account/reading-settings': { textSize: 'largest' },
  'POST /api/groups': { name: 'Sample class', kind: 'class' },
  'PATCH /api/groups/:id': { name: 'Renamed class' },
  'POST /api/groups/join': { code: 'ACDEFG' },
  'POST /api/groups/join/preview': { code: 'ACDEFG' },
  'POST /api/join/roster': { code: 'ACDEFG' },
  'POST /api/auth/sign-in/picture': { code: 'ACDEFG', childId: 'sample-child', pictures: [0, 1] },
  'POST /api/auth/sign-in/secret-word': { code: 'ACDEFG', childId: 'sample-child', secretWord: 'green-tiger-42' },
  'PUT /api/groups/:id/child-sign-in': { childSignIn: 'secret-word' },
  'POST /api/groups/:id/children': { nickname: 'Sample child' },
  'PATCH /api/groups/:id/children/:memberId': { nickname: 'Renamed child' },
  'POST /api/summary/stop': { group: '0b0e6c52-7f1e-4a8e-9d0a-6a1f0f6b2c11', token: 'not-a-real-token' },
  'POST /api/auth/change-email': { newEmail: 'changed@example.com' },
  'POST /api/auth/change-password': { currentPassword: 'sample-password', newPassword: 'another-password' },
  'POST /api/auth/verify-password': { password: 'sample-password' },
  'POST /api/auth/revoke-session': { token: 'sample-token' },
  'POST /api/auth/link-social': { provider: 'google' },
  'POST /api/auth/unlink-account': { accountId: 'sample-account' },
  'POST /api/auth/refresh-token': { accountId: 'sample-account' },
  'POST /api/auth/get-access-token': { accountId: 'sample-account' },
  'POST /api/auth/update-user': { name: 'Sample' },
};

/** Query strings for GET routes that require one. */
export const SAMPLE_QUERIES: Record<string, string> = {
  'GET /api/auth/account-info': '?accountId=sample-account',
};

/** The method to send for a route: an ALL route is tried with POST, the method most likely to do harm. */
export const sendMethod = (route: Route) => (route.method === 'ALL' ? 'POST' : route.method);

/** A request for a route: its concrete path (with optional parameters) and, for a body-carrying method, a body. */
export function sampleRequest(route: Route, params: Record<string, string> = {}): { path: string; method: string; body: unknown } {
  const method = sendMethod(route);
  const key = routeKey(route);
  const path = concretePath(route.path, params) + (SAMPLE_QUERIES[key] ?? '');
  const body = method === 'GET' || method === 'HEAD' ? undefined : (SAMPLE_BODIES[key] ?? {});
  return { path, method, body };
}
