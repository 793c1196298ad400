import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import type { SessionReader } from '../auth/session-cache';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { errorBody, mapAuthErrorCode } from './errors';

/** Better Auth's routes, with the client IP taken from the socket and errors in our bilingual shape. */
export function authRoutes(auth: Auth, sessions: SessionReader, options: { googleEnabled: boolean }) {
  const app = new Hono();

  app.post('/sign-in/social', async (c, next) => {
    if (options.googleEnabled) return next();
    return c.json(errorBody('GOOGLE_NOT_CONFIGURED', c.req.header('accept-language')), 501);
  });

  app.all('/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    // Never trust a client-sent value: rate limits key on this.
    headers.delete(CLIENT_IP_HEADER);
    let address: string | undefined;
    try {
      address = getConnInfo(c).remote.address;
    } catch {
      address = undefined;
    }
    if (address) headers.set(CLIENT_IP_HEADER, address);
    const init: RequestInit & { duplex?: 'half' } = { method: c.req.method, headers };
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      init.body = await c.req.raw.arrayBuffer();
    }
    // Anything but a read may end or change the learner's sessions: the cache must not outlive that.
    const changing = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await sessions.userIdOf(c);
    const response = await auth.handler(new Request(c.req.raw.url, init));
    if (changing) sessions.forgetUser(changing);
    if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;

    const original = (await response.json().catch(() => ({}))) as { code?: unknown };
    const code = mapAuthErrorCode(typeof original.code === 'string' ? original.code : undefined, response.status);
    const rewritten = new Headers(response.headers);
    rewritten.delete('content-length');
    rewritten.set('content-type', 'application/json; charset=utf-8');
    return new Response(JSON.stringify(errorBody(code, c.req.header('accept-language'))), { status: response.status, headers: rewritten });
  });

  return app;
}
