import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, profiles, user, userProgress, verification } from '../db/schema';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.com`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function signUp(email: string, password = 'seashell', name = 'Explorer') {
  const jar = new CookieJar();
  const response = await server.request('/api/auth/sign-up/email', { body: { name, email, password }, jar });
  return { response, jar };
}

async function sessionUser(jar: CookieJar) {
  const response = await server.request('/api/auth/get-session', { jar });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user: { email: string; name: string } } | null;
  return body?.user ?? null;
}

async function latestMagicLink(email: string): Promise<string> {
  const response = await server.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
  const link = messages.find((message) => message.subject.startsWith('Sign in'))?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no magic link for ${email}`);
  return link.replace(server.url, '');
}

describe('sign up', () => {
  it('creates the account with its profile and progress, and signs in with an httpOnly, SameSite=Lax cookie', async () => {
    const email = uniqueEmail('sign-up');
    const { response, jar } = await signUp(email, 'seashell', 'Mei');
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(await sessionUser(jar)).toMatchObject({ email, name: 'Mei' });

    const [row] = await server.database.db.select().from(user).where(eq(user.email, email));
    expect(row).toBeDefined();
    const [profile] = await server.database.db.select().from(profiles).where(eq(profiles.userId, row!.id));
    expect(profile).toMatchObject({ jewels: 0, avatarBaseId: null, avatarConfig: { equipped: {} } });
    const progressRows = await server.database.db.select().from(userProgress).where(eq(userProgress.userId, row!.id));
    expect(progressRows).toHaveLength(1);
  });

  it('stores the password as a salted scrypt hash at OWASP strength, never in clear', async () => {
    const email = uniqueEmail('hash');
    await signUp(email, 'coconut-42');
    const [row] = await server.database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email));
    expect(row?.password).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row?.password).not.toContain('coconut-42');
  });

  it('refuses a password shorter than 6 characters, in the learner’s language', async () => {
    const short = await server.request('/api/auth/sign-up/email', { body: { name: 'An', email: uniqueEmail('short'), password: '12345' } });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ error: { code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 6 characters.' } });

    const zh = await server.request('/api/auth/sign-up/email', {
      body: { name: 'An', email: uniqueEmail('short'), password: '12345' },
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(await zh.json()).toEqual({ error: { code: 'PASSWORD_TOO_SHORT', message: '密碼至少要 6 個字元。' } });
  });

  it('refuses a second account with the same e-mail', async () => {
    const email = uniqueEmail('twice');
    await signUp(email);
    const { response } = await signUp(email, 'another-one');
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('USER_ALREADY_EXISTS');
  });

  it('answers a malformed body with a clear error and no stack trace', async () => {
    const response = await server.request('/api/auth/sign-up/email', { body: '{"email": 42' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);

    const missing = await server.request('/api/auth/sign-up/email', { body: { email: uniqueEmail('missing') } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
  });
});

describe('sign in and sign out', () => {
  it('signs in with the right password and out again', async () => {
    const email = uniqueEmail('in-out');
    await signUp(email, 'lighthouse');
    const jar = new CookieJar();
    const signIn = await server.request('/api/auth/sign-in/email', { body: { email, password: 'lighthouse' }, jar });
    expect(signIn.status).toBe(200);
    expect(await sessionUser(jar)).toMatchObject({ email });

    const signOut = await server.request('/api/auth/sign-out', { body: {}, jar });
    expect(signOut.status).toBe(200);
    expect(await sessionUser(jar)).toBeNull();
  });

  it('says "Invalid email or password." for a wrong password and for an unknown e-mail alike', async () => {
    const email = uniqueEmail('wrong');
    await signUp(email, 'lighthouse');
    for (const body of [
      { email, password: 'lighthouse!' },
      { email: uniqueEmail('nobody'), password: 'lighthouse' },
    ]) {
      const response = await server.request('/api/auth/sign-in/email', { body });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password.' } });
    }
    const zh = await server.request('/api/auth/sign-in/email', { body: { email, password: 'nope-nope' }, headers: { 'accept-language': 'zh-TW,zh;q=0.9' } });
    expect(((await zh.json()) as { error: { message: string } }).error.message).toBe('電子郵件或密碼不正確。');
  });
});

describe('magic link', () => {
  it('e-mails a single-use link whose token is stored only hashed, and signs in when opened', async () => {
    const email = uniqueEmail('magic');
    await signUp(email, 'treasure');
    const send = await server.request('/api/auth/sign-in/magic-link', { body: { email, callbackURL: '/' } });
    expect(send.status).toBe(200);

    const link = await latestMagicLink(email);
    const token = new URL(link, server.url).searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const stored = await server.database.db.select().from(verification);
    expect(stored.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false);
    expect(server.log.some((line) => line.includes(link))).toBe(true);

    const jar = new CookieJar();
    const open = await server.request(link, { jar });
    expect(open.status).toBe(302);
    // The address was never confirmed: the link removed the password and says so (account-recovery.int.test.ts).
    expect(open.headers.get('location')).toBe('/account?password=removed&returnTo=%2F');
    expect(await sessionUser(jar)).toMatchObject({ email });

    const again = await server.request(link, { jar: new CookieJar() });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toContain('error=INVALID_TOKEN');
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail('expired');
    await signUp(email, 'treasure');
    await server.request('/api/auth/sign-in/magic-link', { body: { email, callbackURL: '/', errorCallbackURL: '/auth' } });
    const link = await latestMagicLink(email);
    await server.database.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    const jar = new CookieJar();
    const open = await server.request(link, { jar });
    expect(open.headers.get('location')).toBe(`${server.url}/auth?error=INVALID_TOKEN`);
    expect(await sessionUser(jar)).toBeNull();
  });

  it('creates an account for a new e-mail when its link is opened', async () => {
    const email = uniqueEmail('new-by-link');
    await server.request('/api/auth/sign-in/magic-link', { body: { email, callbackURL: '/' } });
    const jar = new CookieJar();
    await server.request(await latestMagicLink(email), { jar });
    expect(await sessionUser(jar)).toMatchObject({ email });
    const [row] = await server.database.db.select().from(user).where(eq(user.email, email));
    const profileRows = await server.database.db.select().from(profiles).where(eq(profiles.userId, row!.id));
    expect(profileRows).toHaveLength(1);
  });
});

describe('Google without credentials', () => {
  it('says clearly that Google sign-in is not set up', async () => {
    const config = await server.request('/api/config');
    expect(await config.json()).toMatchObject({ googleEnabled: false });
    const response = await server.request('/api/auth/sign-in/social', { body: { provider: 'google', callbackURL: '/' }, headers: { 'accept-language': 'zh-TW' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'GOOGLE_NOT_CONFIGURED', message: '這個伺服器還沒有設定 Google 登入。' } });
  });
});

describe('the API around auth', () => {
  it('answers unknown API paths with a JSON 404 and sends security headers', async () => {
    const response = await server.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await server.request('/api/auth/sign-in/email', { body: { email: 'a@example.com', password: 'x'.repeat(70_000) } });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    // The unread rest of the body ends the connection: the client is told not to send on it again.
    expect(response.headers.get('connection')).toBe('close');
  });

  it('counts a body sent in chunks without a declared length: over the limit is 413, under it is read', async () => {
    const chunked = (text: string) =>
      fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json' },
        // A stream body has no Content-Length: it goes out with Transfer-Encoding: chunked.
        body: new Blob([text]).stream(),
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
    const tooLarge = await chunked(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70_000) }));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    const email = uniqueEmail('chunked');
    await signUp(email, 'lighthouse');
    const signedIn = await chunked(JSON.stringify({ email, password: 'lighthouse' }));
    expect(signedIn.status).toBe(200);
  });

  it('refuses sign-in from another website', async () => {
    const email = uniqueEmail('csrf');
    await signUp(email, 'lighthouse');
    const response = await server.request('/api/auth/sign-in/email', { body: { email, password: 'lighthouse' }, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });
});
