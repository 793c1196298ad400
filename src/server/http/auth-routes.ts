import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import type { SessionReader } from '../auth/session-cache';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { PASSWORD_REMOVED_PATH, wasPasswordRevoked } from '../auth/password-revocation';
import { apiError, errorBody, mapAuthErrorCode } from './errors';
import type { SiteAddress } from './site-address';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** A redirect target we accept: a path on this site, or an absolute URL on this site's origin. */
function isOwnUrl(value: string, siteUrl: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && URL.canParse(value, siteUrl);
  return URL.canParse(value) && new URL(value).origin === new URL(siteUrl).origin;
}

/**
 * A magic link that removed an unproven password lands on the account page, which says why and offers to set
 * a new one, and then returns the learner to the page the link was asked for from.
 */
function passwordRemovedRedirect(response: Response, callbackURL: string | undefined): Response {
  const headers = new Headers(response.headers);
  const returnTo = callbackURL?.startsWith('/') && !callbackURL.startsWith('//') ? `&returnTo=${encodeURIComponent(callbackURL)}` : '';
  headers.set('location', `${PASSWORD_REMOVED_PATH}${returnTo}`);
  return new Response(null, { status: response.status, headers });
}

/** Body fields Better Auth turns into redirects; ours are always paths on this site. */
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/** A same-site path: one leading slash, no scheme, no `//host` or `/\\host` that a browser would leave the site for. */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !CONTROL_CHARACTER.test(value) && !value.includes('\\');
}

/** The first redirect field of a JSON body that is not a same-site path (Better Auth does not check them all). */
function foreignRedirect(body: ArrayBuffer): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const fields = parsed as Record<string, unknown>;
  return REDIRECT_FIELDS.find((name) => typeof fields[name] === 'string' && !isSitePath(fields[name]));
}

/** Better Auth's routes, with the client IP taken from the socket and errors in our bilingual shape. */
export function authRoutes(auth: Auth, sessions: SessionReader, options: { googleEnabled: boolean; address: SiteAddress }) {
  const app = new Hono();

  // Better Auth turns some query values into redirect URLs without checking them (a bad one is a 500):
  // refuse control characters anywhere, and a `…URL` value that is not a path or URL on this site.
  app.use('*', async (c, next) => {
    const siteUrl = options.address.siteUrl(c.req.url);
    for (const [name, value] of new URL(c.req.url).searchParams) {
      if (CONTROL_CHARACTER.test(value) || (/url$/i.test(name) && !isOwnUrl(value, siteUrl))) {
        return apiError(c, 400, 'VALIDATION_ERROR', { [name.slice(0, 40)]: 'not a valid value' });
      }
    }
    return next();
  });

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
      const body = await c.req.raw.arrayBuffer();
      const foreign = foreignRedirect(body);
      if (foreign) return apiError(c, 400, 'VALIDATION_ERROR', { [foreign]: 'must be a path on this site' });
      init.body = body;
    }
    // Anything but a read may end or change the learner's sessions: the cache must not outlive that.
    const changing = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await sessions.userIdOf(c);
    const request = new Request(c.req.raw.url, init);
    const response = await auth.handler(request);
    if (changing) await sessions.forgetUser(changing);
    // A reset or a revoking magic link ends sessions of a learner this request carries no cookie of.
    if (response.status < 400 && (c.req.path.endsWith('/reset-password') || wasPasswordRevoked(request))) await sessions.forgetAll();
    if (wasPasswordRevoked(request) && response.status >= 300 && response.status < 400) return passwordRemovedRedirect(response, c.req.query('callbackURL'));
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
