import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Auth } from './auth/auth';
import { SessionReader } from './auth/session-cache';
import type { Config } from './config';
import type { Database } from './db/database';
import { authRoutes } from './http/auth-routes';
import { devRoutes } from './http/dev-routes';
import { apiError } from './http/errors';
import { ApiProblem, problemResponse } from './http/problem';
import type { SiteAddress } from './http/site-address';
import { accountRoutes } from './account/account-routes';
import { avatarRoutes } from './avatar/avatar-routes';
import { groupRoutes, joinRoutes, summaryRoutes } from './groups/group-routes';
import { islandCheckRoutes } from './island-checks/island-check-routes';
import { practiceRoutes } from './practice/practice-routes';
import { progressRoutes } from './progress/progress-routes';
import { ProgressViews } from './progress/progress-views';
import { AppShells, pickEncoding } from './web/app-shell';

/** Hashed build files are cached for a year (they never change); other static files (favicon) for an hour. */
const ONE_YEAR_SECONDS = 31_536_000;
const UNHASHED_MAX_AGE_SECONDS = 3600;
/**
 * Unhashed files that name the current build, revalidated on every use like the shell (decision 025): the
 * service worker (a browser looks for a new one on each visit), the list of lessons it can keep, and the web
 * app manifests (their names and icons follow the release).
 */
const REVALIDATED_FILES = /^\/(sw\.js|offline-lessons\.json|manifest\.[\w-]+\.webmanifest)$/;

/** Largest request body the API accepts. */
export const MAX_BODY_BYTES = 64 * 1024;

export type AppDeps = {
  config: Config;
  database: Database;
  auth: Auth;
  /** The addresses the site answers at; the same object Better Auth asks (auth.ts). */
  address: SiteAddress;
  /** Folder of the built web app; absent in API-only tests. */
  webRoot?: string | undefined;
  /** Kept progress views; without it (an app not started by server.ts, which hears no changes) none are kept. */
  views?: ProgressViews | undefined;
  /** Cached sessions; server.ts gives one that hears other processes' sign-outs (decision 018). */
  sessions?: SessionReader | undefined;
  /** Signs the weekly e-mail's "stop" links; a test app without one refuses every such link. */
  secret?: string | undefined;
};

export function createApp({ config, database, auth, address, webRoot, views = new ProgressViews({ paused: true }), sessions = new SessionReader(auth), secret }: AppDeps) {
  const app = new Hono();

  // Security headers are set on every answer by server.ts (http/security-headers.ts), outside Hono.
  const tooLarge = (c: Context) => {
    // The rest of the body is never read, so the connection cannot carry another request: say so, or a
    // client may send its next request on a socket the server is about to close ("other side closed").
    c.header('Connection', 'close');
    return apiError(c, 413, 'PAYLOAD_TOO_LARGE');
  };
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  app.use('/api/*', async (c, next) => {
    // GET and HEAD carry no body and change nothing: no body limit (it would build a full Request object for
    // nothing) and no origin check. One middleware, not two: reads are the most frequent requests.
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    // State-changing API calls must come from our own pages: no cross-site sign-in, sign-out or writes.
    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') return apiError(c, 403, 'FORBIDDEN_ORIGIN');
    const verdict = address.judge(c.req.header('origin'), c.req.url);
    if (!verdict.ok) {
      if (verdict.code === 'FORBIDDEN_ORIGIN') return apiError(c, 403, verdict.code);
      const { ok: _ok, code, ...values } = verdict;
      return apiError(c, 403, code, undefined, values);
    }
    // A body of declared length is judged by its header: Node's parser never reads past it. Hono's bodyLimit would
    // first turn the request into a full web Request with a stream body (about a tenth of a small POST's cost);
    // without it the handler reads the body straight from the socket. A chunked body is counted as it arrives.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) return Number(length) > MAX_BODY_BYTES ? tooLarge(c) : next();
    return limitBody(c, next);
  });

  const googleEnabled = Boolean(config.google);
  app.route('/api/auth', authRoutes(auth, sessions, { googleEnabled, address }));

  app.route('/api/progress', progressRoutes(database.db, sessions, views));
  app.route('/api/practice', practiceRoutes(database.db, sessions, views, { testClock: config.testClock }));
  app.route('/api/island-checks', islandCheckRoutes(database.db, sessions));
  app.route('/api/avatar', avatarRoutes(database.db, sessions));
  app.route('/api/account', accountRoutes(database.db, auth, sessions));
  app.route('/api/groups', groupRoutes(database.db, sessions, { limitGuesses: config.rateLimit }));
  app.route('/api/summary', summaryRoutes(database.db, secret));
  app.route('/api/join', joinRoutes(database.db, { limitGuesses: config.rateLimit }));

  app.get('/api/health', (c) => c.json({ ok: true, database: database.kind }));
  app.get('/api/config', (c) => c.json({ googleEnabled, outbox: !config.production }));

  if (!config.production) app.route('/', devRoutes(database.db));

  app.all('/api/*', (c) => apiError(c, 404, 'NOT_FOUND'));

  if (webRoot && existsSync(path.join(webRoot, 'index.html'))) {
    const shells = new AppShells(webRoot);
    // The app shell is always revalidated, so a new deploy's hashed file names reach every visitor at once.
    const sendShell = (c: Context) => {
      const encoding = pickEncoding(c.req.header('accept-encoding'));
      c.header('Content-Type', 'text/html; charset=UTF-8');
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Accept-Encoding');
      if (encoding !== 'identity') c.header('Content-Encoding', encoding);
      return c.body(shells.body(c.req.path, encoding));
    };
    app.get('/', sendShell);
    app.get('/index.html', sendShell);
    app.use(
      '/assets/*',
      serveStatic({
        root: webRoot,
        // Sends the .br or .gz written by scripts/precompress.mjs when the browser accepts it.
        precompressed: true,
        // Hashed file names never change content.
        onFound: (_path, c) => c.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`),
      }),
    );
    // A hashed file that is not there (an old page after a deploy) is a 404, never the app shell as JavaScript.
    app.all('/assets/*', (c) => c.text('Not found', 404));
    app.use(
      '*',
      serveStatic({
        root: webRoot,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', REVALIDATED_FILES.test(c.req.path) ? 'no-cache' : `public, max-age=${UNHASHED_MAX_AGE_SECONDS}`),
      }),
    );
    // Client-side routes: every other GET gets the app shell.
    app.get('*', sendShell);
  }

  app.onError((error, c) => {
    if (error instanceof ApiProblem) return problemResponse(c, error);
    console.error('[server] unexpected error', error);
    return apiError(c, 500, 'INTERNAL');
  });

  return app;
}
