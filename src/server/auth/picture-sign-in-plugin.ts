import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { JOIN_WINDOW_SECONDS } from '../../domain/groups';
import { GROUP_PICTURE_TRIES, pictureSignInRequestSchema } from '../../domain/picture-sign-in';
import type { Db } from '../db/database';
import { countAttempt } from '../groups/attempt-limit';
import { checkPictures } from '../groups/nickname-children';

/**
 * POST /api/auth/sign-in/picture: a child added by nickname signs in with their group's code and their pictures
 * (decision 021). An endpoint of Better Auth's own, so the session and its cookie are made exactly as for any other
 * sign-in (and sign-out, session lists and account deletion treat it the same).
 */
export function pictureSignIn(db: Db, options: { limitGuesses: boolean }): BetterAuthPlugin {
  return {
    id: 'picture-sign-in',
    endpoints: {
      signInPicture: createAuthEndpoint('/sign-in/picture', { method: 'POST' }, async (ctx) => {
        const parsed = pictureSignInRequestSchema.safeParse(ctx.body);
        if (!parsed.success) throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: 'code, childId and pictures are needed' });
        const verdict = await checkPictures(db, parsed.data);
        // Every try counts against the group's limit, right or wrong: a class signs in together, a guesser keeps going.
        if (options.limitGuesses && verdict.groupId) {
          const allowed = await countAttempt(db, [{ key: `pictures:group:${verdict.groupId}`, max: GROUP_PICTURE_TRIES }], JOIN_WINDOW_SECONDS);
          if (!allowed) throw new APIError('TOO_MANY_REQUESTS', { code: 'RATE_LIMITED', message: 'too many picture tries in this group' });
        }
        if (!verdict.ok) {
          if (verdict.reason === 'locked') throw new APIError('FORBIDDEN', { code: 'PICTURES_LOCKED', message: 'pictures locked after wrong tries' });
          throw new APIError('UNAUTHORIZED', { code: 'WRONG_PICTURES', message: 'wrong pictures' });
        }
        const user = await ctx.context.internalAdapter.findUserById(verdict.userId);
        if (!user) throw new APIError('UNAUTHORIZED', { code: 'WRONG_PICTURES', message: 'wrong pictures' });
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ user: { id: user.id, name: user.name } });
      }),
    },
  };
}
