import { inspectRoutes } from 'hono/dev';
import type { RunningServer } from '../server';

/** One HTTP route the server answers: a method and a path pattern (`:param`, `*`). */
export type Route = { method: string; path: string };

export const routeKey = (route: Route) => `${route.method} ${route.path}`;

/**
 * The app's routes from Hono's own table, so a route added later is listed without anyone remembering to.
 * `use()` middleware (method ALL, recognised by its `next` parameter) is left out; a method-specific entry
 * is kept even when its handler takes `next`, so a handler cannot hide by looking like middleware.
 */
export function appRoutes(app: RunningServer['app']): Route[] {
  const seen = new Map<string, Route>();
  for (const entry of inspectRoutes(app)) {
    if (entry.isMiddleware && entry.method === 'ALL') continue;
    const route = { method: entry.method, path: entry.path };
    seen.set(routeKey(route), route);
  }
  return [...seen.values()];
}

type EndpointLike = { path?: unknown; options?: { method?: unknown; metadata?: { SERVER_ONLY?: unknown } } };

/** Better Auth's HTTP endpoints (under /api/auth), read from its API object: one route per method. */
export function authEndpoints(auth: RunningServer['auth'], basePath = '/api/auth'): Route[] {
  const routes: Route[] = [];
  for (const endpoint of Object.values(auth.api as unknown as Record<string, EndpointLike>)) {
    if (typeof endpoint.path !== 'string' || endpoint.options?.metadata?.SERVER_ONLY) continue;
    const methods = endpoint.options?.method;
    for (const method of Array.isArray(methods) ? methods : [methods]) {
      if (typeof method === 'string' && method !== '*') routes.push({ method, path: `${basePath}${endpoint.path}` });
    }
  }
  return routes;
}

/** Values for path parameters, by name; anything else gets `sample`. */
const PARAM_SAMPLES: Record<string, string> = { island: 'seed', moduleId: 'M01', key: 'M11%2Fcredit', id: 'google', token: 'sample-token', memberId: 'sample-member' };

/** A concrete path that the route's pattern matches, with `params` overriding the samples. */
export function concretePath(path: string, params: Record<string, string> = {}): string {
  return path
    .replace(/:([A-Za-z_]\w*)(\{[^}]*\})?/g, (_match, name: string) => params[name] ?? PARAM_SAMPLES[name] ?? 'sample')
    .replace(/\*/g, params['*'] ?? 'anything');
}

/** The parameter names of a route pattern. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!);
}

/** Whether a method changes state (the origin check and the "nothing changed" checks apply). */
export const isStateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
