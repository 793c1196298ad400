import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { errorBody, mapAuthErrorCode } from './errors';

/** Better Auth's routes, with the client IP taken from the socket and errors in our bilingual shape. */
export function authRoutes(auth: Auth, options: { googleEnabled: boolean }) {
  const app = new Hono();

  app.post('/sign-in/social', async (c, next) => {
    if (options.googleEnabled) return next();
    // 404, not 501: the server is working as configured, and no client error is ever a 5xx.
    return c.json(errorBody('GOOGLE_NOT_CONFIGURED', c.req.header('accept-language')), 404);
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
    const response = await auth.handler(new Request(c.req.raw.url, init));
    if (response.status < 400) return response;

    // Every error, JSON or not (Better Auth answers an unknown path with an empty 404), in our shape.
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    const original = (isJson ? await response.json().catch(() => ({})) : {}) as { code?: unknown };
    const code = mapAuthErrorCode(typeof original.code === 'string' ? original.code : undefined, response.status);
    const rewritten = new Headers(response.headers);
    rewritten.delete('content-length');
    rewritten.set('content-type', 'application/json; charset=utf-8');
    return new Response(JSON.stringify(errorBody(code, c.req.header('accept-language'))), { status: response.status, headers: rewritten });
  });

  return app;
}
