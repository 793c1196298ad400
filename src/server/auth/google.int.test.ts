import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '../db/schema';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';

const CLIENT_ID = 'money-islands-test.apps.googleusercontent.com';
const KEY_ID = 'test-key-1';
const GOOGLE_EMAIL = `google-explorer-${Date.now()}@example.com`;

let server: TestServer;
let signIdToken: (claims: Record<string, unknown>) => Promise<string>;
const tokenRequests: URLSearchParams[] = [];

// Google's endpoints, mocked at the network level: the server's own fetch calls are intercepted.
const google = setupServer();

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  signIdToken = (claims) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);

  google.use(
    http.post('https://oauth2.googleapis.com/token', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      tokenRequests.push(form);
      if (form.get('code') !== 'good-code') return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      return HttpResponse.json({
        access_token: 'google-access-token',
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'openid email profile',
        id_token: await signIdToken({ sub: 'google-user-123', email: GOOGLE_EMAIL, email_verified: true, name: 'Sky Explorer', picture: 'https://example.com/p.png' }),
      });
    }),
    http.get('https://www.googleapis.com/oauth2/v3/certs', () => HttpResponse.json({ keys: [jwk] })),
  );
  google.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret' });
});

afterAll(async () => {
  google.close();
  await server?.close();
});

async function startGoogleSignIn(jar: CookieJar) {
  const response = await server.request('/api/auth/sign-in/social', { body: { provider: 'google', callbackURL: '/', errorCallbackURL: '/auth' }, jar });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return new URL(url);
}

describe('Google sign-in', () => {
  it('sends the learner to Google with our client id and callback', async () => {
    const config = await server.request('/api/config');
    expect(await config.json()).toMatchObject({ googleEnabled: true });
    const authorize = await startGoogleSignIn(new CookieJar());
    expect(authorize.origin).toBe('https://accounts.google.com');
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.url}/api/auth/callback/google`);
    expect(authorize.searchParams.get('scope')).toContain('email');
    expect(authorize.searchParams.get('state')).toBeTruthy();
  });

  it('completes the callback: exchanges the code, creates the account and its profile, and signs in', async () => {
    const jar = new CookieJar();
    const authorize = await startGoogleSignIn(jar);
    const state = authorize.searchParams.get('state')!;

    const callback = await server.request(`/api/auth/callback/google?code=good-code&state=${encodeURIComponent(state)}`, { jar });
    expect(callback.status).toBe(302);
    expect(new URL(callback.headers.get('location')!, server.url).href).toBe(`${server.url}/`);
    expect(tokenRequests.at(-1)?.get('client_secret')).toBe('test-secret');

    const session = await server.request('/api/auth/get-session', { jar });
    expect(await session.json()).toMatchObject({ user: { email: GOOGLE_EMAIL, name: 'Sky Explorer' } });
    const [row] = await server.database.db.select().from(user).where(eq(user.email, GOOGLE_EMAIL));
    expect(await server.database.db.select().from(profiles).where(eq(profiles.userId, row!.id))).toHaveLength(1);
  });

  it('refuses a callback whose state does not match this browser', async () => {
    await startGoogleSignIn(new CookieJar());
    const stranger = new CookieJar();
    const callback = await server.request('/api/auth/callback/google?code=good-code&state=forged-state', { jar: stranger });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toMatch(/error=/);
    const session = await server.request('/api/auth/get-session', { jar: stranger });
    expect(await session.json()).toBeNull();
  });

  it('refuses a code Google rejects', async () => {
    const jar = new CookieJar();
    const state = (await startGoogleSignIn(jar)).searchParams.get('state')!;
    const callback = await server.request(`/api/auth/callback/google?code=bad-code&state=${encodeURIComponent(state)}`, { jar });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toMatch(/\/auth\?error=/);
    const session = await server.request('/api/auth/get-session', { jar });
    expect(await session.json()).toBeNull();
  });
});
