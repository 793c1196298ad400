import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { JOIN_WINDOW_SECONDS } from '../../domain/groups';
import { GROUP_PICTURE_TRIES, pictureSignInRequestSchema } from '../../domain/picture-sign-in';
import { secretWordSignInRequestSchema } from '../../domain/secret-word';
import type { Db } from '../db/database';
import { countAttempt } from '../groups/attempt-limit';
import { checkSecret, type SecretTry } from '../groups/nickname-children';

/** What a wrong or locked try answers, by the kind of secret the child tried. */
const REFUSALS = {
  pictures: { wrong: { code: 'WRONG_PICTURES', message: 'wrong pictures' }, locked: { code: 'PICTURES_LOCKED', message: 'pictures locked after wrong tries' } },
  'secret-word': { wrong: { code: 'WRONG_SECRET_WORD', message: 'wrong secret word' }, locked: { code: 'SECRET_WORD_LOCKED', message: 'secret word locked after wrong tries' } },
} as const;

/**
 * POST /api/auth/sign-in/picture and /api/auth/sign-in/secret-word: a child added by nickname signs in with their
 * group's code and their pictures, or (in a group of older children) their secret word (decision 021). Endpoints of
 * Better Auth's own, so the session and its cookie are made exactly as for any other sign-in (and sign-out, session
 * lists and account deletion treat it the same). Both share the child's lock and the group's limit.
 */
export function pictureSignIn(db: Db, options: { limitGuesses: boolean }): BetterAuthPlugin {
  /** An endpoint's context, as Better Auth's own cookie helper takes it. */
  type Ctx = Parameters<typeof setSessionCookie>[0];

  async function signIn(ctx: Ctx, attempt: SecretTry) {
    const refusal = REFUSALS[attempt.kind];
    const verdict = await checkSecret(db, attempt);
    // Every try counts against the group's limit, right or wrong: a class signs in together, a guesser keeps going.
    // One counter for both kinds, so a group's method changing does not give a guesser a second allowance.
    if (options.limitGuesses && verdict.groupId) {
      const allowed = await countAttempt(db, [{ key: `pictures:group:${verdict.groupId}`, max: GROUP_PICTURE_TRIES }], JOIN_WINDOW_SECONDS);
      if (!allowed) throw new APIError('TOO_MANY_REQUESTS', { code: 'RATE_LIMITED', message: 'too many sign-in tries in this group' });
    }
    if (!verdict.ok) {
      if (verdict.reason === 'locked') throw new APIError('FORBIDDEN', refusal.locked);
      throw new APIError('UNAUTHORIZED', refusal.wrong);
    }
    const user = await ctx.context.internalAdapter.findUserById(verdict.userId);
    if (!user) throw new APIError('UNAUTHORIZED', refusal.wrong);
    const session = await ctx.context.internalAdapter.createSession(user.id);
    await setSessionCookie(ctx, { session, user });
    return ctx.json({ user: { id: user.id, name: user.name } });
  }

  return {
    id: 'picture-sign-in',
    endpoints: {
      signInPicture: createAuthEndpoint('/sign-in/picture', { method: 'POST' }, async (ctx) => {
        const parsed = pictureSignInRequestSchema.safeParse(ctx.body);
        if (!parsed.success) throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: 'code, childId and pictures are needed' });
        return signIn(ctx, { kind: 'pictures', ...parsed.data });
      }),
      signInSecretWord: createAuthEndpoint('/sign-in/secret-word', { method: 'POST' }, async (ctx) => {
        const parsed = secretWordSignInRequestSchema.safeParse(ctx.body);
        if (!parsed.success) throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: 'code, childId and secretWord are needed' });
        return signIn(ctx, { kind: 'secret-word', ...parsed.data });
      }),
    },
  };
}
