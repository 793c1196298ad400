import { z } from 'zod';
import { MAX_NAME_LENGTH } from './constants';
import { childSignInSchema } from './secret-word';

/**
 * Picture sign-in for children a grown-up adds by nickname only (issue 22): no e-mail, no letters to type.
 * Learnt from Kolibri's tested design: a short sequence of pictures from a small grid, and a visible
 * "Wrong pictures — try again". Weak on its own (72 sequences), so it is only usable with the group's join code,
 * and wrong tries are limited per child (then locked until the grown-up gives new pictures or the lock ends)
 * and per group (429).
 */

/** The grid a child picks from, in this order; each has a name in both languages (spoken when tapped). */
export const PICTURES = [
  { id: 'apple', en: 'apple', 'zh-TW': '蘋果' },
  { id: 'cat', en: 'cat', 'zh-TW': '貓' },
  { id: 'fish', en: 'fish', 'zh-TW': '魚' },
  { id: 'boat', en: 'boat', 'zh-TW': '船' },
  { id: 'moon', en: 'moon', 'zh-TW': '月亮' },
  { id: 'star', en: 'star', 'zh-TW': '星星' },
  { id: 'tree', en: 'tree', 'zh-TW': '樹' },
  { id: 'umbrella', en: 'umbrella', 'zh-TW': '雨傘' },
  { id: 'flower', en: 'flower', 'zh-TW': '花' },
] as const;
export type PictureId = (typeof PICTURES)[number]['id'];

/** How many pictures, in order, make a child's picture password. */
export const PICTURE_PASSWORD_LENGTH = 2;
/** Wrong tries in a row before a child's pictures are locked … */
export const MAX_PICTURE_FAILURES = 5;
/** … for this long (or until the grown-up gives new pictures). */
export const PICTURE_LOCK_MINUTES = 15;
/** Wrong and right tries one group may make in JOIN_WINDOW_SECONDS: a class of 35 signing in together, with a few slips each. */
export const GROUP_PICTURE_TRIES = 150;
/** Children added by nickname to one group. */
export const MAX_NICKNAME_CHILDREN = 60;

const pictureIndex = z.number().int().min(0).max(PICTURES.length - 1);

/** A new picture password: PICTURE_PASSWORD_LENGTH different pictures, from random bytes (0–255), unbiased. */
export function newPicturePassword(randomByte: () => number): number[] {
  const limit = 256 - (256 % PICTURES.length);
  const chosen: number[] = [];
  while (chosen.length < PICTURE_PASSWORD_LENGTH) {
    const byte = randomByte();
    if (byte >= limit) continue;
    const index = byte % PICTURES.length;
    if (!chosen.includes(index)) chosen.push(index);
  }
  return chosen;
}

/** Stored as "3-7"; null for anything else. */
export const encodePictures = (pictures: readonly number[]) => pictures.join('-');
export function decodePictures(stored: string): number[] | null {
  const parts = stored.split('-').map(Number);
  return parts.length === PICTURE_PASSWORD_LENGTH && parts.every((part) => pictureIndex.safeParse(part).success) ? parts : null;
}

/** Same pictures in the same order. (The comparison's timing tells nothing a try would not.) */
export const samePictures = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/** Whether a child's pictures are locked now. */
export const picturesLocked = (lockedUntil: Date | null, now: Date) => lockedUntil !== null && lockedUntil.getTime() > now.getTime();

/** After a wrong try: the new failure count and, at the limit, the end of the lock. */
export function afterWrongTry(failures: number, now: Date): { failures: number; lockedUntil: Date | null } {
  const next = failures + 1;
  return next >= MAX_PICTURE_FAILURES ? { failures: 0, lockedUntil: new Date(now.getTime() + PICTURE_LOCK_MINUTES * 60_000) } : { failures: next, lockedUntil: null };
}

export const nicknameSchema = z.string().trim().min(1).max(MAX_NAME_LENGTH).regex(/^[^\p{Cc}]*$/u, 'no control characters');
export const addChildRequestSchema = z.object({ nickname: nicknameSchema }).strict();
export const renameChildRequestSchema = z.object({ nickname: nicknameSchema }).strict();
export const rosterRequestSchema = z.object({ code: z.string().min(1).max(20) }).strict();
export const pictureSignInRequestSchema = z.object({ code: z.string().min(1).max(20), childId: z.string().min(1).max(100), pictures: z.array(pictureIndex).length(PICTURE_PASSWORD_LENGTH) }).strict();
export type PictureSignInRequest = z.infer<typeof pictureSignInRequestSchema>;

/**
 * A nickname-only child as the grown-up sees them, with their secret to print on the card: the pictures (empty
 * in a secret-word group) or the secret word (null in a pictures group).
 */
export const nicknameChildSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  pictures: z.array(z.number().int()),
  secretWord: z.string().nullable(),
  locked: z.boolean(),
  /** When the secret (pictures or word) was last changed, and by whom: shown to the group's grown-ups. */
  picturesChangedAt: z.string(),
  picturesChangedBy: z.string(),
});
export type NicknameChild = z.infer<typeof nicknameChildSchema>;

export const cardsSchema = z.object({ groupName: z.string(), joinCode: z.string().nullable(), childSignIn: childSignInSchema, children: z.array(nicknameChildSchema) });
export type Cards = z.infer<typeof cardsSchema>;

/** A group's sign-in page: its nicknames, and whether a child then taps pictures or types a secret word. */
export const rosterSchema = z.object({ groupName: z.string(), childSignIn: childSignInSchema, children: z.array(z.object({ id: z.string(), nickname: z.string() })) });
export type Roster = z.infer<typeof rosterSchema>;
