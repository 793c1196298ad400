import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * A classroom opens the site at whatever address works for it. Every request here is sent to 127.0.0.1 (tests
 * talk to loopback only); a tablet on the school network is simulated with the Host and Origin it would send.
 * fetch() cannot set Host, so these go through node:http.
 */
type Reply = { status: number; body: unknown; cookies: string[] };

function send(server: TestServer, path: string, init: { host: string; origin?: string; body?: unknown; cookie?: string; language?: string }): Promise<Reply> {
  const port = new URL(server.url).port;
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers: Record<string, string> = { host: init.host };
  if (init.origin) headers.origin = init.origin;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (init.cookie) headers.cookie = init.cookie;
  if (init.language) headers['accept-language'] = init.language;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: payload === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null, cookies: res.headers['set-cookie'] ?? [] });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const cookieHeader = (cookies: string[]) => cookies.map((line) => line.split(';')[0]).join('; ');
let counter = 0;
const email = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.com`;

describe('without PUBLIC_URL: every address of this computer works', () => {
  let server: TestServer;
  let port: string;
  // This computer, as the server sees it: on a school network at 192.168.1.20.
  const localHosts = () => ['classroom-laptop', '192.168.1.20'];

  beforeAll(async () => {
    server = await startTestServer({}, { localHosts });
    port = new URL(server.url).port;
  });
  afterAll(async () => {
    await server?.close();
  });

  for (const hostOf of [(p: string) => `127.0.0.1:${p}`, (p: string) => `localhost:${p}`, (p: string) => `192.168.1.20:${p}`, (p: string) => `classroom-laptop:${p}`]) {
    it(`signs up, reads the session and signs in at ${hostOf('PORT')}`, async () => {
      const host = hostOf(port);
      const origin = `http://${host}`;
      const address = email('address');
      const signUp = await send(server, '/api/auth/sign-up/email', { host, origin, body: { name: 'Tablet', email: address, password: 'seashell-7' } });
      expect(signUp.status).toBe(200);
      const session = await send(server, '/api/auth/get-session', { host, cookie: cookieHeader(signUp.cookies) });
      expect(session.body).toMatchObject({ user: { email: address } });
      const signIn = await send(server, '/api/auth/sign-in/email', { host, origin, body: { email: address, password: 'seashell-7' } });
      expect(signIn.status).toBe(200);
    });
  }

  it('e-mails a magic link to the address the learner used', async () => {
    const host = `192.168.1.20:${port}`;
    const address = email('tablet-link');
    const sent = await send(server, '/api/auth/sign-in/magic-link', { host, origin: `http://${host}`, body: { email: address, callbackURL: '/library' } });
    expect(sent.status).toBe(200);
    const outbox = (await (await server.request(`/api/dev/outbox?to=${encodeURIComponent(address)}`)).json()) as { messages: { text: string }[] };
    expect(outbox.messages[0]?.text).toContain(`http://${host}/api/auth/magic-link/verify?token=`);
  });

  it('still refuses a page of another website, in the page’s language', async () => {
    const host = `127.0.0.1:${port}`;
    const body = { name: 'Mallory', email: email('cross-site'), password: 'seashell-7' };
    for (const origin of ['http://evil.example', `http://192.168.1.99:${port}`, `http://localhost:${port}`]) {
      const refused = await send(server, '/api/auth/sign-up/email', { host, origin, body });
      expect(refused.status, origin).toBe(403);
      expect(refused.body).toMatchObject({ error: { code: 'FORBIDDEN_ORIGIN', message: 'This request came from another website and was refused.' } });
    }
    const zh = await send(server, '/api/auth/sign-up/email', { host, origin: 'http://evil.example', body, language: 'zh-TW' });
    expect(zh.body).toMatchObject({ error: { code: 'FORBIDDEN_ORIGIN', message: '這個請求來自其他網站，已被拒絕。' } });
    // Refused before Better Auth saw it: no account was made.
    const signIn = await send(server, '/api/auth/sign-in/email', { host, origin: `http://${host}`, body: { email: body.email, password: body.password } });
    expect(signIn.status).toBe(401);
  });

  it('refuses a name that is not this computer’s, so no e-mailed link can point elsewhere, and says what to do', async () => {
    const host = `islands.attacker.example:${port}`;
    const origin = `http://${host}`;
    const refused = await send(server, '/api/auth/sign-in/magic-link', { host, origin, body: { email: email('forged-host') } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: {
        code: 'UNKNOWN_ADDRESS',
        message: `This page was opened at ${origin}, which is not an address of the computer running this server. Open one of the addresses the server printed when it started, or set PUBLIC_URL (or TRUSTED_ORIGINS) to ${origin}.`,
        values: { opened: origin },
      },
    });
    const zh = await send(server, '/api/auth/sign-in/magic-link', { host, origin, body: { email: email('forged-host') }, language: 'zh-TW' });
    expect((zh.body as { error: { message: string } }).error.message).toBe(
      `這個網頁是用 ${origin} 開啟的，但這不是執行伺服器那台電腦的網址。請改用伺服器啟動時列出的網址，或把 PUBLIC_URL（或 TRUSTED_ORIGINS）設為 ${origin}。`,
    );
  });
});

describe('with PUBLIC_URL: that address (and TRUSTED_ORIGINS) only', () => {
  let server: TestServer;
  let port: string;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'http://islands.school.example', TRUSTED_ORIGINS: 'http://192.168.1.20:8080' });
    port = new URL(server.url).port;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('accepts the public address and a trusted one', async () => {
    for (const [host, origin] of [
      ['islands.school.example', 'http://islands.school.example'],
      ['192.168.1.20:8080', 'http://192.168.1.20:8080'],
    ] as const) {
      const signUp = await send(server, '/api/auth/sign-up/email', { host, origin, body: { name: 'Public', email: email('public'), password: 'seashell-7' } });
      expect(signUp.status, host).toBe(200);
    }
  });

  it('tells a teacher who opened another address of this server which one works, in both languages', async () => {
    const host = `127.0.0.1:${port}`;
    const origin = `http://${host}`;
    const body = { name: 'Teacher', email: email('wrong-address'), password: 'seashell-7' };
    const refused = await send(server, '/api/auth/sign-up/email', { host, origin, body });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: {
        code: 'WRONG_ADDRESS',
        message: `This page was opened at ${origin}, but this server only accepts http://islands.school.example. Open that address, or ask whoever runs the server to add ${origin} to TRUSTED_ORIGINS (or to change PUBLIC_URL).`,
        values: { opened: origin, accepted: 'http://islands.school.example' },
      },
    });
    const zh = await send(server, '/api/auth/sign-up/email', { host, origin, body, language: 'zh-TW,zh;q=0.9' });
    expect((zh.body as { error: { message: string } }).error.message).toBe(
      `這個網頁是用 ${origin} 開啟的，但這台伺服器只接受 http://islands.school.example。請改用那個網址開啟，或請架設伺服器的人把 ${origin} 加進 TRUSTED_ORIGINS（或修改 PUBLIC_URL）。`,
    );
  });

  it('refuses another website', async () => {
    const refused = await send(server, '/api/auth/sign-up/email', { host: 'islands.school.example', origin: 'http://evil.example', body: { name: 'M', email: email('evil'), password: 'seashell-7' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'FORBIDDEN_ORIGIN' } });
  });
});
