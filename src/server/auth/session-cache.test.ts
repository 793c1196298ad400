import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { Auth } from './auth';
import { EVERY_LEARNER, SESSION_CACHE_MAX_ENTRIES, SESSION_CACHE_SECONDS, SessionReader, type AnnounceSessionsChanged, type SessionUser } from './session-cache';

const COOKIE = 'test.session_token';
const DAY = 24 * 60 * 60 * 1000;

/** Better Auth's getSession stood in for by a table of valid cookie values. */
function setUp(options: { paused?: boolean; announce?: AnnounceSessionsChanged } = {}) {
  let now = 1_000_000;
  const valid = new Map<string, { user: SessionUser; expiresAt: Date }>();
  const getSession = vi.fn(async ({ headers }: { headers: Headers }) => {
    const token = /test\.session_token=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1];
    const found = token ? valid.get(token) : undefined;
    return found ? { user: found.user, session: { expiresAt: found.expiresAt } } : null;
  });
  const auth = { $context: Promise.resolve({ authCookies: { sessionToken: { name: COOKIE } } }), api: { getSession } } as unknown as Auth;
  const reader = new SessionReader(auth, () => now, options);
  const app = new Hono();
  app.get('/who', async (c) => c.json({ user: await reader.userOf(c) }));
  app.post('/forget', async (c) => {
    const userId = await reader.userIdOf(c);
    if (userId) await reader.forgetUser(userId);
    return c.body(null, 204);
  });
  const who = async (token: string) => ((await (await app.request('/who', { headers: { cookie: `${COOKIE}=${token}` } })).json()) as { user: SessionUser | null }).user;
  const user = (id: string): SessionUser => ({ id, email: `${id}@example.com`, name: id });
  return { app, valid, getSession, reader, who, user, advance: (ms: number) => (now += ms), now: () => now };
}

describe('SessionReader', () => {
  it('asks Better Auth once per cookie value within the cache time', async () => {
    const { valid, getSession, who, user, now } = setUp();
    valid.set('a.sig', { user: user('u1'), expiresAt: new Date(now() + DAY) });
    expect(await who('a.sig')).toEqual(user('u1'));
    expect(await who('a.sig')).toEqual(user('u1'));
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it('asks again after SESSION_CACHE_SECONDS, so a session ended elsewhere stops working by then', async () => {
    const { valid, getSession, who, user, now, advance } = setUp();
    valid.set('a.sig', { user: user('u1'), expiresAt: new Date(now() + DAY) });
    expect(await who('a.sig')).not.toBeNull();
    valid.delete('a.sig');
    advance(SESSION_CACHE_SECONDS * 1000 - 1);
    expect(await who('a.sig')).not.toBeNull();
    advance(1);
    expect(await who('a.sig')).toBeNull();
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('never keeps a session past its own expiry', async () => {
    const { valid, who, user, now, advance } = setUp();
    valid.set('a.sig', { user: user('u1'), expiresAt: new Date(now() + 1000) });
    expect(await who('a.sig')).not.toBeNull();
    valid.delete('a.sig');
    advance(1000);
    expect(await who('a.sig')).toBeNull();
  });

  it('caches only what Better Auth accepted: other values and no cookie are asked about or refused', async () => {
    const { valid, getSession, who, user, now, app } = setUp();
    valid.set('a.sig', { user: user('u1'), expiresAt: new Date(now() + DAY) });
    expect(await who('a.sig')).not.toBeNull();
    expect(await who('a.forged')).toBeNull();
    expect(await who('a.forged')).toBeNull();
    expect(getSession).toHaveBeenCalledTimes(3);
    const anonymous = (await (await app.request('/who')).json()) as { user: SessionUser | null };
    expect(anonymous.user).toBeNull();
  });

  it('forgets every cached session of a learner at once', async () => {
    const { valid, who, user, now, app } = setUp();
    valid.set('a.sig', { user: user('u1'), expiresAt: new Date(now() + DAY) });
    valid.set('b.sig', { user: user('u1'), expiresAt: new Date(now() + DAY) });
    valid.set('c.sig', { user: user('u2'), expiresAt: new Date(now() + DAY) });
    for (const token of ['a.sig', 'b.sig', 'c.sig']) expect(await who(token)).not.toBeNull();
    await app.request('/forget', { method: 'POST', headers: { cookie: `${COOKIE}=a.sig` } });
    valid.delete('a.sig');
    valid.delete('b.sig');
    valid.delete('c.sig');
    expect(await who('a.sig')).toBeNull();
    expect(await who('b.sig')).toBeNull();
    expect(await who('c.sig')).toEqual(user('u2'));
  });

  it(`holds at most ${SESSION_CACHE_MAX_ENTRIES} sessions, dropping the oldest`, async () => {
    const { valid, getSession, who, user, now } = setUp();
    for (let index = 0; index <= SESSION_CACHE_MAX_ENTRIES; index += 1) {
      valid.set(`t${index}.sig`, { user: user(`u${index}`), expiresAt: new Date(now() + DAY) });
      await who(`t${index}.sig`);
    }
    getSession.mockClear();
    await who(`t${SESSION_CACHE_MAX_ENTRIES}.sig`);
    expect(getSession).not.toHaveBeenCalled();
    await who('t0.sig');
    expect(getSession).toHaveBeenCalledTimes(1);
  });
});

describe('SessionReader with other server processes', () => {
  const DAY_AHEAD = (now: number) => new Date(now + DAY);

  it('announces a learner it forgets to every process, before the change is answered', async () => {
    const announced: string[] = [];
    const { app, valid, who, user, now } = setUp({ announce: async (payload) => void announced.push(payload) });
    valid.set('a.sig', { user: user('u1'), expiresAt: DAY_AHEAD(now()) });
    expect(await who('a.sig')).not.toBeNull();
    await app.request('/forget', { method: 'POST', headers: { cookie: `${COOKIE}=a.sig` } });
    expect(announced).toEqual(['u1']);
  });

  it('drops the sessions another process announced, and every session on an announcement for everyone', async () => {
    const { reader, valid, getSession, who, user, now } = setUp();
    valid.set('a.sig', { user: user('u1'), expiresAt: DAY_AHEAD(now()) });
    valid.set('b.sig', { user: user('u2'), expiresAt: DAY_AHEAD(now()) });
    await who('a.sig');
    await who('b.sig');
    valid.delete('a.sig');
    reader.heard('u1');
    expect(await who('a.sig')).toBeNull();
    expect(await who('b.sig')).toEqual(user('u2'));
    valid.delete('b.sig');
    reader.heard(EVERY_LEARNER);
    expect(await who('b.sig')).toBeNull();
    expect(getSession).toHaveBeenCalledTimes(4);
  });

  it('keeps nothing while announcements cannot be heard, and nothing from before once they can again', async () => {
    const { reader, valid, getSession, who, user, now } = setUp({ paused: true });
    valid.set('a.sig', { user: user('u1'), expiresAt: DAY_AHEAD(now()) });
    await who('a.sig');
    await who('a.sig');
    expect(getSession).toHaveBeenCalledTimes(2);
    reader.resume();
    await who('a.sig');
    await who('a.sig');
    expect(getSession).toHaveBeenCalledTimes(3);
    reader.pause();
    valid.delete('a.sig');
    expect(await who('a.sig')).toBeNull();
  });

  it('never keeps a session read before an announcement that arrived while it was being read', async () => {
    const { reader, valid, getSession, who, user, now } = setUp();
    valid.set('a.sig', { user: user('u1'), expiresAt: DAY_AHEAD(now()) });
    const original = getSession.getMockImplementation();
    getSession.mockImplementationOnce(async (input) => {
      const answer = await original?.(input);
      // The sign-out on another process is heard while this read is on its way back from the database.
      valid.delete('a.sig');
      reader.heard('u1');
      return answer ?? null;
    });
    expect(await who('a.sig')).toEqual(user('u1'));
    expect(await who('a.sig')).toBeNull();
  });
});
