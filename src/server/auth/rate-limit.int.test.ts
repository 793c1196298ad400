import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from './auth';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  // Production turns rate limits on; this server does too.
  server = await startTestServer({ RATE_LIMIT: 'on' });
});
afterAll(async () => {
  await server?.close();
});

describe('sign-in rate limit', () => {
  it('answers 429 with a bilingual message after too many attempts, and ignores a forged client IP header', async () => {
    const attempt = (headers: Record<string, string> = {}) =>
      server.request('/api/auth/sign-in/email', { body: { email: 'guess@example.com', password: 'wrong-guess' }, headers });
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE; i += 1) {
      expect((await attempt({ 'x-money-islands-client-ip': `10.0.0.${i}`, 'x-forwarded-for': `10.0.1.${i}` })).status).toBe(401);
    }
    const limited = await attempt({ 'accept-language': 'zh-TW', 'x-money-islands-client-ip': '10.9.9.9' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: '嘗試太多次了，請等一分鐘再試。' } });
  });
});
