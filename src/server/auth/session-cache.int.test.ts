import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.com`;
const PASSWORD = 'seashell-cache';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A request carrying exactly this cookie header, whatever a jar would have done with later answers. */
const withCookie = (cookie: string, pathname = '/api/progress') => server.request(pathname, { headers: { cookie } });

describe('cached sessions', () => {
  it('stop working at once when the learner signs out, though the session was cached', async () => {
    const jar = new CookieJar();
    expect((await server.request('/api/auth/sign-up/email', { body: { name: 'Cache', email: uniqueEmail('out'), password: PASSWORD }, jar })).status).toBe(200);
    const cookie = jar.header();
    expect((await withCookie(cookie)).status).toBe(200);
    expect((await withCookie(cookie)).status).toBe(200);

    expect((await server.request('/api/auth/sign-out', { body: {}, jar })).status).toBe(200);
    expect((await withCookie(cookie)).status).toBe(401);
    expect((await withCookie(cookie, '/api/avatar')).status).toBe(401);
  });

  it('stop working at once on other devices when the learner ends them', async () => {
    const email = uniqueEmail('others');
    const phone = new CookieJar();
    const laptop = new CookieJar();
    expect((await server.request('/api/auth/sign-up/email', { body: { name: 'Cache', email, password: PASSWORD }, jar: phone })).status).toBe(200);
    expect((await server.request('/api/auth/sign-in/email', { body: { email, password: PASSWORD }, jar: laptop })).status).toBe(200);
    expect((await withCookie(laptop.header())).status).toBe(200);

    expect((await server.request('/api/auth/revoke-other-sessions', { body: {}, jar: phone })).status).toBe(200);
    expect((await withCookie(laptop.header())).status).toBe(401);
    expect((await withCookie(phone.header())).status).toBe(200);
  });

  it('never accept a cookie whose signature does not match, even for a cached token', async () => {
    const jar = new CookieJar();
    expect((await server.request('/api/auth/sign-up/email', { body: { name: 'Cache', email: uniqueEmail('forged'), password: PASSWORD }, jar })).status).toBe(200);
    expect((await withCookie(jar.header())).status).toBe(200);
    const [name, value] = [...jar.cookies].find(([cookieName]) => cookieName.endsWith('session_token')) ?? [];
    const token = decodeURIComponent(value ?? '').split('.')[0];
    expect((await withCookie(`${name}=${token}.${'A'.repeat(43)}%3D`)).status).toBe(401);
    expect((await withCookie(`${name}=${token}`)).status).toBe(401);
  });
});
