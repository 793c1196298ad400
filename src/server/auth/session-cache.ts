import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { Auth } from './auth';

/**
 * How long a verified session is trusted without asking the database again. A session ended by any server
 * process is dropped at once (its announcement on SESSIONS_CHANGED_CHANNEL); one ended some other way (a row
 * deleted by hand) stays usable here for at most this long (decisions 008 and 018).
 */
export const SESSION_CACHE_SECONDS = 30;
/**
 * The channel on which a server process announces that sessions ended (sign-out, a changed password, a deleted
 * account): the payload is the learner's id, or EVERY_LEARNER when the request could not tell whose.
 */
export const SESSIONS_CHANGED_CHANNEL = 'sessions_changed';
/** Payload on SESSIONS_CHANGED_CHANNEL: drop every cached session (a password reset, a revoking magic link). */
export const EVERY_LEARNER = '*';
/** Bound on memory: past this many sessions the oldest entries are dropped. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export type SessionUser = { id: string; email: string; name: string };
type Entry = { user: SessionUser; until: number };
/** Tells every server process (this one included) that sessions of a learner, or of everyone, ended. */
export type AnnounceSessionsChanged = (payload: string) => Promise<void>;

/**
 * The signed-in learner of a request, with the answers of Better Auth's getSession kept briefly in
 * memory. Each request would otherwise verify the cookie's signature and read the session and user
 * rows: most of the cost of a small API call.
 */
export class SessionReader {
  private readonly entries = new Map<string, Entry>();
  private cookieName: string | undefined;
  /** While other processes' announcements cannot be heard (see pause()), nothing is kept. */
  private paused: boolean;
  private readonly announce: AnnounceSessionsChanged | undefined;
  /** Counts drops: a session read before one (it may be the very one ended) is answered but never kept. */
  private drops = 0;

  /**
   * `announce` absent: a process alone with its database (tests calling `app.request`), which caches
   * without listening. `server.ts` gives one and starts the reader paused until its listener listens.
   */
  constructor(
    private readonly auth: Auth,
    private readonly clock: () => number = Date.now,
    options: { paused?: boolean; announce?: AnnounceSessionsChanged } = {},
  ) {
    this.paused = options.paused ?? false;
    this.announce = options.announce;
  }

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

    const dropsBefore = this.drops;
    const session = await this.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return null;
    const user = { id: session.user.id, email: session.user.email, name: session.user.name };
    const until = Math.min(now + SESSION_CACHE_SECONDS * 1000, new Date(session.session.expiresAt).getTime());
    if (this.paused || this.drops !== dropsBefore) return user;
    if (this.entries.size >= SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { user, until });
    return user;
  }

  /**
   * Forgets every cached session, here and in every other process: after a change that ended sessions of a
   * learner the request did not name.
   */
  async forgetAll(): Promise<void> {
    this.dropAll();
    await this.tellOthers(EVERY_LEARNER);
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
   * After an account change (sign-out, revoking sessions, a new password, a deleted account…) every cached
   * session of that learner is dropped, here and — once the announcement is sent, before the change is
   * answered — in every other server process, so the next request anywhere asks the database again.
   */
  async forgetUser(userId: string): Promise<void> {
    this.dropUser(userId);
    await this.tellOthers(userId);
  }

  /** What another process announced (SESSIONS_CHANGED_CHANNEL): drop without announcing again. */
  heard(payload: string): void {
    if (payload === EVERY_LEARNER) this.dropAll();
    else this.dropUser(payload);
  }

  /** Announcements may be missed from now on (listener not connected): keep nothing, trust nothing kept. */
  pause(): void {
    this.paused = true;
    this.dropAll();
  }

  /** Every announcement is heard again; whatever was missed meanwhile cannot matter, since nothing was kept. */
  resume(): void {
    this.dropAll();
    this.paused = false;
  }

  private dropUser(userId: string): void {
    this.drops += 1;
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  private dropAll(): void {
    this.drops += 1;
    this.entries.clear();
  }

  private async tellOthers(payload: string): Promise<void> {
    if (!this.announce) return;
    try {
      await this.announce(payload);
    } catch (error) {
      // The change itself is done; other processes then trust their copy for at most SESSION_CACHE_SECONDS.
      console.error(`[sessions] could not tell the other server processes that sessions ended: ${(error as Error).message}`);
    }
  }
}
