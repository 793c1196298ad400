import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { normalizeJoinCode } from '../../domain/groups';
import {
  afterWrongTry,
  decodePictures,
  encodePictures,
  MAX_NICKNAME_CHILDREN,
  newPicturePassword,
  picturesLocked,
  samePictures,
  type Cards,
  type NicknameChild,
  type PictureSignInRequest,
  type Roster,
} from '../../domain/picture-sign-in';
import { newSecretWord, sameSecretWord, type ChildSignIn } from '../../domain/secret-word';
import type { Db } from '../db/database';
import { groupMembers, groups, pictureLogins, profiles, user, userProgress } from '../db/schema';
import { ApiProblem } from '../http/problem';
import type { Tx } from '../progress/progress-store';

/**
 * Children a grown-up adds by nickname (issue 22, decision 021): an account with no e-mail of its own (Better Auth
 * needs one, so it gets an address under .invalid, a name no mail can ever reach), a place in the group, and a
 * secret the grown-up prints on a card: a picture password, or a secret word in a group of older children.
 */

/** The domain no mail is ever delivered to (RFC 2606): these children have no e-mail. */
export const NICKNAME_EMAIL_DOMAIN = 'nickname.money-islands.invalid';

const randomByte = () => randomBytes(1).readUInt8(0);

/** A new secret of the group's kind, as stored: exactly one of the two columns is set (a check in the database). */
export const freshSecret = (kind: ChildSignIn): { pictures: string | null; secretWord: string | null } =>
  kind === 'secret-word' ? { pictures: null, secretWord: newSecretWord(randomByte) } : { pictures: encodePictures(newPicturePassword(randomByte)), secretWord: null };

/** How a group's children sign in, as read from the database (anything else was refused by its check). */
const signInKind = (stored: string): ChildSignIn => (stored === 'secret-word' ? 'secret-word' : 'pictures');

/** The grown-up's group (locked for the change), or 404, and their nickname for the log. */
async function ownedForChange(tx: Tx, ownerId: string, groupId: string) {
  const [row] = await tx
    .select({ id: groups.id, name: groups.name, joinCode: groups.joinCode, childSignIn: groups.childSignIn, ownerName: user.name })
    .from(groups)
    .innerJoin(user, eq(user.id, groups.ownerId))
    .where(and(eq(groups.id, groupId), eq(groups.ownerId, ownerId)))
    .for('update', { of: groups });
  if (!row) throw new ApiProblem(404, 'GROUP_NOT_FOUND');
  return { ...row, childSignIn: signInKind(row.childSignIn) };
}

const childColumns = {
  id: pictureLogins.userId,
  nickname: user.name,
  pictures: pictureLogins.pictures,
  secretWord: pictureLogins.secretWord,
  lockedUntil: pictureLogins.lockedUntil,
  changedAt: pictureLogins.changedAt,
  changedBy: pictureLogins.changedBy,
};
/** What an insert or update of a child's secret returns, to answer with. */
const secretColumns = { pictures: pictureLogins.pictures, secretWord: pictureLogins.secretWord, lockedUntil: pictureLogins.lockedUntil, changedAt: pictureLogins.changedAt, changedBy: pictureLogins.changedBy };

type ChildRow = { id: string; nickname: string; pictures: string | null; secretWord: string | null; lockedUntil: Date | null; changedAt: Date; changedBy: string };
const toChild = (row: ChildRow, now = new Date()): NicknameChild => ({
  id: row.id,
  nickname: row.nickname,
  pictures: (row.pictures === null ? null : decodePictures(row.pictures)) ?? [],
  secretWord: row.secretWord,
  locked: picturesLocked(row.lockedUntil, now),
  picturesChangedAt: row.changedAt.toISOString(),
  picturesChangedBy: row.changedBy,
});

async function nicknameTaken(tx: Tx, groupId: string, nickname: string, except?: string): Promise<boolean> {
  const [taken] = await tx
    .select({ n: count() })
    .from(groupMembers)
    .innerJoin(user, eq(user.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), sql`lower(${user.name}) = lower(${nickname})`, except ? sql`${user.id} <> ${except}` : undefined));
  return (taken?.n ?? 0) > 0;
}

export async function addNicknameChild(db: Db, ownerId: string, groupId: string, nickname: string): Promise<NicknameChild> {
  return db.transaction(async (tx) => {
    const group = await ownedForChange(tx, ownerId, groupId);
    const [existing] = await tx.select({ n: count() }).from(pictureLogins).where(eq(pictureLogins.groupId, groupId));
    if ((existing?.n ?? 0) >= MAX_NICKNAME_CHILDREN) throw new ApiProblem(409, 'GROUP_FULL');
    // On the sign-in page a child finds themself by nickname: two the same would be a trap.
    if (await nicknameTaken(tx, groupId, nickname)) throw new ApiProblem(409, 'NICKNAME_TAKEN');
    const id = randomBytes(18).toString('base64url');
    await tx.insert(user).values({ id, name: nickname, email: `${id.toLowerCase()}@${NICKNAME_EMAIL_DOMAIN}`, emailVerified: false });
    await tx.insert(profiles).values({ userId: id });
    await tx.insert(userProgress).values({ userId: id });
    await tx.insert(groupMembers).values({ groupId, userId: id });
    const [row] = await tx
      .insert(pictureLogins)
      .values({ userId: id, groupId, ...freshSecret(group.childSignIn), changedBy: group.ownerName })
      .returning(secretColumns);
    if (!row) throw new Error('the child’s sign-in was not stored');
    return toChild({ id, nickname, ...row });
  });
}

/** The group's nickname children with their secrets (pictures or words): the sign-in cards. */
export async function signInCards(db: Tx, ownerId: string, groupId: string): Promise<Cards> {
  const [group] = await db.select({ name: groups.name, joinCode: groups.joinCode, childSignIn: groups.childSignIn }).from(groups).where(and(eq(groups.id, groupId), eq(groups.ownerId, ownerId)));
  if (!group) throw new ApiProblem(404, 'GROUP_NOT_FOUND');
  const rows = await db.select(childColumns).from(pictureLogins).innerJoin(user, eq(user.id, pictureLogins.userId)).where(eq(pictureLogins.groupId, groupId)).orderBy(asc(sql`lower(${user.name})`));
  const now = new Date();
  return { groupName: group.name, joinCode: group.joinCode, childSignIn: signInKind(group.childSignIn), children: rows.map((row) => toChild(row, now)) };
}

/**
 * A new secret for a child, of the group's kind (forgotten, or locked after wrong tries): the lock ends, and the
 * change is logged with who made it.
 */
export async function giveNewSecret(db: Db, ownerId: string, groupId: string, childId: string): Promise<NicknameChild> {
  return db.transaction(async (tx) => {
    const group = await ownedForChange(tx, ownerId, groupId);
    const [row] = await tx
      .update(pictureLogins)
      .set({ ...freshSecret(group.childSignIn), failures: 0, lockedUntil: null, changedAt: new Date(), changedBy: group.ownerName })
      .where(and(eq(pictureLogins.userId, childId), eq(pictureLogins.groupId, groupId)))
      .returning(secretColumns);
    if (!row) throw new ApiProblem(404, 'MEMBER_NOT_FOUND');
    const [person] = await tx.select({ nickname: user.name }).from(user).where(eq(user.id, childId));
    return toChild({ id: childId, nickname: person?.nickname ?? '', ...row });
  });
}

/**
 * The grown-up changes how the group's children sign in (pictures for younger children, a secret word from 10):
 * every nickname child is given a new secret of the new kind at once, logged like a reset, and their locks end.
 * The old cards stop working. Choosing the kind the group already has changes nothing.
 */
export async function setChildSignIn(db: Db, ownerId: string, groupId: string, kind: ChildSignIn): Promise<Cards> {
  await db.transaction(async (tx) => {
    const group = await ownedForChange(tx, ownerId, groupId);
    if (group.childSignIn === kind) return;
    await tx.update(groups).set({ childSignIn: kind }).where(eq(groups.id, groupId));
    const children = await tx.select({ id: pictureLogins.userId }).from(pictureLogins).where(eq(pictureLogins.groupId, groupId));
    const changedAt = new Date();
    // One update per child: each gets a secret of their own (at most MAX_NICKNAME_CHILDREN).
    for (const child of children) {
      await tx
        .update(pictureLogins)
        .set({ ...freshSecret(kind), failures: 0, lockedUntil: null, changedAt, changedBy: group.ownerName })
        .where(eq(pictureLogins.userId, child.id));
    }
  });
  return signInCards(db, ownerId, groupId);
}

/** Only the grown-up renames a nickname child (classmates once renamed picture accounts to insults). */
export async function renameNicknameChild(db: Db, ownerId: string, groupId: string, childId: string, nickname: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedForChange(tx, ownerId, groupId);
    const [login] = await tx.select({ userId: pictureLogins.userId }).from(pictureLogins).where(and(eq(pictureLogins.userId, childId), eq(pictureLogins.groupId, groupId)));
    if (!login) throw new ApiProblem(404, 'MEMBER_NOT_FOUND');
    if (await nicknameTaken(tx, groupId, nickname, childId)) throw new ApiProblem(409, 'NICKNAME_TAKEN');
    await tx.update(user).set({ name: nickname }).where(eq(user.id, childId));
  });
}

/** Whether this account is a nickname child's (their nickname is the grown-up's to change). */
export async function isNicknameChild(db: Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: pictureLogins.userId }).from(pictureLogins).where(eq(pictureLogins.userId, userId));
  return Boolean(row);
}

/** The nickname children of the group with this code, for its sign-in page: nicknames only. 404 for a code no group has. */
export async function roster(db: Tx, typedCode: string): Promise<Roster & { groupId: string }> {
  const code = normalizeJoinCode(typedCode);
  if (!code) throw new ApiProblem(400, 'JOIN_CODE_INVALID');
  const [group] = await db.select({ id: groups.id, name: groups.name, childSignIn: groups.childSignIn }).from(groups).where(eq(groups.joinCode, code));
  if (!group) throw new ApiProblem(404, 'JOIN_CODE_NOT_FOUND');
  const children = await db
    .select({ id: pictureLogins.userId, nickname: user.name })
    .from(pictureLogins)
    .innerJoin(user, eq(user.id, pictureLogins.userId))
    .where(eq(pictureLogins.groupId, group.id))
    .orderBy(asc(sql`lower(${user.name})`));
  return { groupId: group.id, groupName: group.name, childSignIn: signInKind(group.childSignIn), children };
}

export type PictureVerdict = { ok: true; userId: string; groupId: string } | { ok: false; reason: 'wrong' | 'locked'; groupId: string | null };

/** A child's sign-in try: the code, the child, and either pictures or a typed secret word. */
export type SecretTry = { code: string; childId: string } & ({ kind: 'pictures'; pictures: PictureSignInRequest['pictures'] } | { kind: 'secret-word'; secretWord: string });

type StoredSecret = { pictures: string | null; secretWord: string | null };

/**
 * Whether a try is the child's secret. The row itself says which kind it holds (exactly one column is set, and it
 * changes with the group's setting in one transaction): pictures against a word, or a word against pictures, are
 * simply wrong.
 */
function rightSecret(attempt: SecretTry, stored: StoredSecret): boolean {
  if (attempt.kind === 'secret-word') return stored.secretWord !== null && sameSecretWord(attempt.secretWord, stored.secretWord);
  const pictures = stored.pictures === null ? null : decodePictures(stored.pictures);
  return pictures !== null && samePictures(pictures, attempt.pictures);
}

/**
 * Checks a child's sign-in: the code's group, a nickname child of it, their secret (the pictures in order, or the
 * secret word). A wrong try counts towards the child's lock (in the same transaction as the check, so tries at
 * once cannot slip past it).
 */
export async function checkSecret(db: Db, attempt: SecretTry, now = new Date()): Promise<PictureVerdict> {
  const code = normalizeJoinCode(attempt.code);
  if (!code) return { ok: false, reason: 'wrong', groupId: null };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        groupId: pictureLogins.groupId,
        pictures: pictureLogins.pictures,
        secretWord: pictureLogins.secretWord,
        failures: pictureLogins.failures,
        lockedUntil: pictureLogins.lockedUntil,
      })
      .from(pictureLogins)
      .innerJoin(groups, eq(groups.id, pictureLogins.groupId))
      .where(and(eq(pictureLogins.userId, attempt.childId), eq(groups.joinCode, code)))
      .for('update', { of: pictureLogins });
    if (!row) return { ok: false, reason: 'wrong', groupId: null };
    if (picturesLocked(row.lockedUntil, now)) return { ok: false, reason: 'locked', groupId: row.groupId };
    if (rightSecret(attempt, row)) {
      if (row.failures !== 0 || row.lockedUntil !== null) await tx.update(pictureLogins).set({ failures: 0, lockedUntil: null }).where(eq(pictureLogins.userId, attempt.childId));
      return { ok: true, userId: attempt.childId, groupId: row.groupId };
    }
    const next = afterWrongTry(row.failures, now);
    await tx.update(pictureLogins).set(next).where(eq(pictureLogins.userId, attempt.childId));
    return { ok: false, reason: next.lockedUntil ? 'locked' : 'wrong', groupId: row.groupId };
  });
}

/** Deletes the nickname children of these groups (their accounts belong to the group); in the caller's transaction. */
export async function deleteNicknameChildren(tx: Tx, groupIds: string[]): Promise<void> {
  if (groupIds.length === 0) return;
  const children = await tx.select({ id: pictureLogins.userId }).from(pictureLogins).where(inArray(pictureLogins.groupId, groupIds));
  if (children.length > 0) await tx.delete(user).where(inArray(user.id, children.map((child) => child.id)));
}
