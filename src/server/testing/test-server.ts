import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import type { LocalHosts } from '../http/site-address';
import { startServer, type RunningServer } from '../server';
import { createTestDatabase } from './test-database';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type TestServer = {
  url: string;
  database: Database;
  config: Config;
  app: RunningServer['app'];
  auth: RunningServer['auth'];
  address: RunningServer['address'];
  views: RunningServer['views'];
  /** Mail the server logged (outbox mode). */
  log: string[];
  /** fetch with our Origin and a JSON body; `cookies` is a cookie jar kept per caller. */
  request: (pathname: string, init?: { method?: string; body?: unknown; jar?: CookieJar; headers?: Record<string, string>; redirect?: RequestRedirect; signal?: AbortSignal }) => Promise<Response>;
  close: () => Promise<void>;
};

/** A minimal cookie jar: enough to carry Better Auth's session cookie between requests. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Starts the real server on a free port against a fresh test database. */
export async function startTestServer(env: Record<string, string> = {}, options: { webRoot?: string; localHosts?: LocalHosts } = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'money-islands-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ...env,
  });
  const database = await createTestDatabase();
  const log: string[] = [];
  const server = await startServer({ config, database, webRoot: options.webRoot, localHosts: options.localHosts, log: (line) => log.push(line) });
  const url = `http://localhost:${port}`;

  const request: TestServer['request'] = async (pathname, init = {}) => {
    const headers: Record<string, string> = { origin: url, ...init.headers };
    if (init.body !== undefined) headers['content-type'] ??= 'application/json';
    if (init.jar && init.jar.cookies.size > 0) headers.cookie = init.jar.header();
    const response = await fetch(`${url}${pathname}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
      redirect: init.redirect ?? 'manual',
      ...(init.signal ? { signal: init.signal } : {}),
    });
    init.jar?.store(response);
    return response;
  };

  return {
    url,
    database,
    config,
    app: server.app,
    auth: server.auth,
    address: server.address,
    views: server.views,
    log,
    request,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
