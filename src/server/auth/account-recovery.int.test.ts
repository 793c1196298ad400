import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';
import { MAIL_REQUESTS_PER_MINUTE } from './auth';

let server: TestServer;
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.com`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Mail from open requests is sent without waiting for it (see auth.ts), so it may land a moment later. */
async function mailLink(email: string, subject: RegExp): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const response = await server.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
    const link = messages.find((message) => subject.test(message.subject))?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return link.replace(server.url, '');
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`no mail matching ${String(subject)} for ${email}`);
}

async function signUp(email: string, password: string) {
  const jar = new CookieJar();
  const response = await server.request('/api/auth/sign-up/email', { body: { name: 'Explorer', email, password, callbackURL: '/email-verified' }, jar });
  expect(response.status).toBe(200);
  return jar;
}

const signIn = async (email: string, password: string) => {
  const jar = new CookieJar();
  const response = await server.request('/api/auth/sign-in/email', { body: { email, password }, jar });
  return { status: response.status, jar };
};

async function sessionEmail(jar: CookieJar): Promise<string | null> {
  const body = (await (await server.request('/api/auth/get-session', { jar })).json()) as { user: { email: string } } | null;
  return body?.user.email ?? null;
}

async function magicLinkSignIn(email: string, callbackURL: string) {
  expect((await server.request('/api/auth/sign-in/magic-link', { body: { email, callbackURL, errorCallbackURL: '/auth' } })).status).toBe(200);
  const jar = new CookieJar();
  const opened = await server.request(await mailLink(email, /sign in/i), { jar });
  return { jar, location: opened.headers.get('location') };
}

describe('confirming the e-mail address', () => {
  it('mails a confirmation link at sign-up; once confirmed, a magic link leaves the password alone', async () => {
    const email = uniqueEmail('confirmed');
    await signUp(email, 'lighthouse');
    const link = await mailLink(email, /confirm/i);
    const confirmed = await server.request(link, { jar: new CookieJar() });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/email-verified');
    const [row] = await server.database.db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(true);

    const { location } = await magicLinkSignIn(email, '/module/M05');
    expect(location).toBe(`${server.url}/module/M05`);
    expect((await signIn(email, 'lighthouse')).status).toBe(200);
  });

  it('sends a used or broken confirmation link back with an error the page can explain', async () => {
    const broken = await server.request('/api/auth/verify-email?token=not-a-token&callbackURL=%2Femail-verified');
    expect(broken.status).toBe(302);
    expect(broken.headers.get('location')).toBe('/email-verified?error=INVALID_TOKEN');
  });

  it('lets a signed-in learner ask for the confirmation e-mail again', async () => {
    const email = uniqueEmail('resend');
    const jar = await signUp(email, 'lighthouse');
    await mailLink(email, /confirm/i);
    const again = await server.request('/api/auth/send-verification-email', { body: { email, callbackURL: '/email-verified' }, jar });
    expect(again.status).toBe(200);
    const methods = await server.request('/api/account/password', { jar });
    expect(await methods.json()).toEqual({ hasPassword: true, emailVerified: false });
  });
});

describe('a magic link for an unconfirmed address', () => {
  it('removes the unproven password, says so on arrival, and lets the learner set a new one', async () => {
    const email = uniqueEmail('unproven');
    await signUp(email, 'lighthouse');
    const { jar, location } = await magicLinkSignIn(email, '/module/M05');
    expect(location).toBe('/account?password=removed&returnTo=%2Fmodule%2FM05');
    expect(await sessionEmail(jar)).toBe(email);
    expect((await signIn(email, 'lighthouse')).status).toBe(401);
    expect(await (await server.request('/api/account/password', { jar })).json()).toEqual({ hasPassword: false, emailVerified: true });

    const set = await server.request('/api/account/password', { body: { newPassword: 'new-harbour' }, jar });
    expect(set.status).toBe(200);
    expect((await signIn(email, 'new-harbour')).status).toBe(200);
  });

  it('never mentions a password for an account that had none', async () => {
    const email = uniqueEmail('link-only');
    const { location } = await magicLinkSignIn(email, '/library');
    expect(location).toBe(`${server.url}/library`);
  });

  it('refuses a callback that leaves the site, and mails nothing', async () => {
    for (const callbackURL of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example', 'javascript:alert(1)']) {
      const email = uniqueEmail('evil');
      const response = await server.request('/api/auth/sign-in/magic-link', { body: { email, callbackURL } });
      expect(response.status, callbackURL).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
      const outbox = (await (await server.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: unknown[] };
      expect(outbox.messages).toHaveLength(0);
    }
  });
});

describe('forgot password', () => {
  it('answers a known and an unknown address identically', async () => {
    const known = uniqueEmail('known');
    await signUp(known, 'lighthouse');
    const ask = (email: string) => server.request('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });
    const [a, b] = [await ask(known), await ask(uniqueEmail('nobody'))];
    expect(a.status).toBe(b.status);
    expect(await a.text()).toBe(await b.text());
  });

  it('sets a new password from the mailed link, refuses the old one and signs out every session', async () => {
    const email = uniqueEmail('reset');
    const elsewhere = await signUp(email, 'lighthouse');
    expect(await sessionEmail(elsewhere)).toBe(email);
    await server.request('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });
    const opened = await server.request(await mailLink(email, /new .*password/i));
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get('location')!, server.url);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;

    const reset = await server.request('/api/auth/reset-password', { body: { token, newPassword: 'new-harbour' } });
    expect(reset.status).toBe(200);
    expect((await signIn(email, 'lighthouse')).status).toBe(401);
    expect((await signIn(email, 'new-harbour')).status).toBe(200);
    expect(await sessionEmail(elsewhere)).toBeNull();

    const twice = await server.request('/api/auth/reset-password', { body: { token, newPassword: 'third-harbour' }, headers: { 'accept-language': 'zh-TW' } });
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { error: { code: string } }).error.code).toBe('INVALID_TOKEN');
  });

  it('keeps the sign-up rules for the new password', async () => {
    const response = await server.request('/api/auth/reset-password', { body: { token: 'whatever', newPassword: 'abc' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PASSWORD_TOO_SHORT');
  });
});

describe('changing the password from /account', () => {
  it('needs the current password, and signs out the other devices but not this one', async () => {
    const email = uniqueEmail('change');
    const here = await signUp(email, 'lighthouse');
    const { jar: there } = await signIn(email, 'lighthouse');

    const missing = await server.request('/api/account/password', { body: { newPassword: 'new-harbour' }, jar: here });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: { code: 'CURRENT_PASSWORD_REQUIRED', message: 'Please enter your current password.' } });
    const wrong = await server.request('/api/account/password', { body: { newPassword: 'new-harbour', currentPassword: 'wrong' }, jar: here, headers: { 'accept-language': 'zh-TW' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: { code: 'WRONG_CURRENT_PASSWORD', message: '現在的密碼不對喔。' } });
    const short = await server.request('/api/account/password', { body: { newPassword: 'abc', currentPassword: 'lighthouse' }, jar: here });
    expect(((await short.json()) as { error: { code: string } }).error.code).toBe('PASSWORD_TOO_SHORT');

    const changed = await server.request('/api/account/password', { body: { newPassword: 'new-harbour', currentPassword: 'lighthouse' }, jar: here });
    expect(changed.status).toBe(200);
    here.store(changed);
    expect(await sessionEmail(here)).toBe(email);
    expect(await sessionEmail(there)).toBeNull();
    expect((await signIn(email, 'new-harbour')).status).toBe(200);
  });
});

describe('rate limits on mail anyone can ask for', () => {
  it('answers 429 after too many reset or confirmation requests', async () => {
    const limited = await startTestServer({ RATE_LIMIT: 'on' });
    try {
      for (const [pathname, body] of [
        ['/api/auth/request-password-reset', { email: 'someone@example.com', redirectTo: '/reset-password' }],
        ['/api/auth/send-verification-email', { email: 'someone@example.com', callbackURL: '/email-verified' }],
      ] as const) {
        for (let i = 0; i < MAIL_REQUESTS_PER_MINUTE; i += 1) expect((await limited.request(pathname, { body })).status, pathname).toBe(200);
        const refused = await limited.request(pathname, { body, headers: { 'accept-language': 'zh-TW' } });
        expect(refused.status, pathname).toBe(429);
        expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: '嘗試太多次了，請等一分鐘再試。' } });
      }
    } finally {
      await limited.close();
    }
  });
});
