import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { Auth } from './auth';

/**
 * How long a verified session is trusted without asking the database again. A session ended anywhere
 * but through this process's own /api/auth routes (another server process, a row deleted by hand)
 * stays usable here for at most this long (docs/decisions/008-session-cache-and-lean-transactions.md).
 */
export const SESSION_CACHE_SECONDS = 30;
/** Bound on memory: past this many sessions the oldest entries are dropped. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export type SessionUser = { id: string; email: string; name: string };
type Entry = { user: SessionUser; until: number };

/**
 * The signed-in learner of a request, with the answers of Better Auth's getSession kept briefly in
 * memory. Each request would otherwise verify the cookie's signature and read the session and user
 * rows: most of the cost of a small API call.
 */
export class SessionReader {
  private readonly entries = new Map<string, Entry>();
  private cookieName: string | undefined;

  constructor(
    private readonly auth: Auth,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The signed cookie value exactly as sent: an entry is found only by a value Better Auth has verified. */
  private async tokenOf(c: Context): Promise<string | undefined> {
    this.cookieName ??= (await this.auth.$context).authCookies.sessionToken.name;
    return this.tokenIn(c, this.cookieName);
  }

  private tokenIn(c: Context, cookieName: string): string | undefined {
    return getCookie(c, cookieName) || undefined;
  }

  /**
   * The learner of a session verified in the last SESSION_CACHE_SECONDS, without a promise (the hot path:
   * each promise costs a turn of the event loop, and on Node 20 the async hooks too); otherwise undefined,
   * and `userOf` asks Better Auth.
   */
  knownUserOf(c: Context): SessionUser | undefined {
    if (this.cookieName === undefined) return undefined;
    const token = this.tokenIn(c, this.cookieName);
    const cached = token === undefined ? undefined : this.entries.get(token);
    return cached && cached.until > this.clock() ? cached.user : undefined;
  }

  async userOf(c: Context): Promise<SessionUser | null> {
    const token = await this.tokenOf(c);
    if (!token) return null;
    const now = this.clock();
    const cached = this.entries.get(token);
    if (cached && cached.until > now) return cached.user;
    if (cached) this.entries.delete(token);

    const session = await this.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return null;
    const user = { id: session.user.id, email: session.user.email, name: session.user.name };
    const until = Math.min(now + SESSION_CACHE_SECONDS * 1000, new Date(session.session.expiresAt).getTime());
    if (this.entries.size >= SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { user, until });
    return user;
  }

  /** Forgets every cached session: after a change that ended sessions of a learner the request did not name. */
  forgetAll(): void {
    this.entries.clear();
  }

  /** Whose session a request carries, without caching it: asked before an account change through /api/auth. */
  async userIdOf(c: Context): Promise<string | undefined> {
    const token = await this.tokenOf(c);
    if (!token) return undefined;
    const cached = this.entries.get(token);
    if (cached) return cached.user.id;
    const session = await this.auth.api.getSession({ headers: c.req.raw.headers });
    return session?.user.id;
  }

  /**
   * After an account change through /api/auth (sign-out, revoking sessions, a new name…) every cached
   * session of that learner is dropped, so the next request asks the database again.
   */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }
}
