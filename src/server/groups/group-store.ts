import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { getModuleMeta, ISLAND_ORDER, MODULE_IDS_BY_ISLAND } from '../../content/catalogue-queries';
import { islandKeySchema } from '../../content/schema/ids';
import {
  gridRow,
  MAX_GROUPS_PER_GROWN_UP,
  NEEDS_HELP_LESSONS,
  NEEDS_HELP_QUESTIONS,
  tallyFirstTries,
  type ChildLesson,
  type ChildReport,
  type FirstAttempt,
  type NeedsHelp,
  MAX_MEMBERS_PER_GROUP,
  newJoinCode,
  type AccountRole,
  type GroupDetail,
  type GroupKind,
  type GridRow,
  type JoinPreview,
  type Membership,
  type MyGroups,
  type OwnedGroup,
  type Suggestion,
  type UpdateGroupRequest,
} from '../../domain/groups';
import { averageGains } from '../../domain/island-check';
import type { GroupCheckGains } from '../../domain/island-check-api';
import { localDate } from '../../domain/streak';
import { isoWeek, lessonsPerWeek, TREND_WEEKS } from '../../domain/weekly-summary';
import type { Db } from '../db/database';
import { groupMembers, groups, islandChecks, profiles, quizResults, user, userProgress } from '../db/schema';
import { loadModuleBody } from '../../content/module-bodies';
import { ApiProblem } from '../http/problem';
import type { Tx } from '../progress/progress-store';
import { deleteNicknameChildren } from './nickname-children';

const iso = (date: Date) => date.toISOString();

const ISLANDS_IN_ORDER = ISLAND_ORDER.map((key) => ({ key, moduleIds: MODULE_IDS_BY_ISLAND[key] ?? [] }));

/** A fresh code; a clash with another group's code (1 in millions) is retried by the unique index. */
function freshCode(): string {
  return newJoinCode(() => randomBytes(1).readUInt8(0));
}

const isUniqueViolation = (error: unknown) => {
  const cause = error instanceof Error && 'cause' in error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return (error as { code?: unknown }).code === '23505' || cause?.code === '23505';
};

/** Runs `write` with a fresh code until no other group has it. */
async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write(freshCode());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

export async function roleOf(db: Tx, userId: string): Promise<AccountRole> {
  const [row] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId));
  return row?.role === 'grown-up' ? 'grown-up' : 'learner';
}

/** Sets the account's role. A grown-up who still has groups stays one until they are deleted (their children rely on them). */
export async function setRole(db: Db, userId: string, role: AccountRole): Promise<AccountRole> {
  return db.transaction(async (tx) => {
    if (role === 'learner') {
      const [owned] = await tx.select({ n: count() }).from(groups).where(eq(groups.ownerId, userId));
      if ((owned?.n ?? 0) > 0) throw new ApiProblem(409, 'STILL_HAS_GROUPS');
    }
    await tx.update(profiles).set({ role }).where(eq(profiles.userId, userId));
    return role;
  });
}

type SuggestionColumns = { suggestedIsland: string | null; suggestedModule: string | null; suggestedAt: Date | null };

/** The stored suggestion, or null; an island no longer in the catalogue is no suggestion. */
function suggestionOf(row: SuggestionColumns): Suggestion | null {
  const island = islandKeySchema.safeParse(row.suggestedIsland);
  if (!island.success || !row.suggestedAt) return null;
  return { island: island.data, moduleId: row.suggestedModule, at: iso(row.suggestedAt) };
}

const ownedColumns = {
  id: groups.id,
  name: groups.name,
  kind: groups.kind,
  joinCode: groups.joinCode,
  createdAt: groups.createdAt,
  suggestedIsland: groups.suggestedIsland,
  suggestedModule: groups.suggestedModule,
  suggestedAt: groups.suggestedAt,
  weeklySummary: groups.weeklySummary,
  autoReadQuestions: groups.autoReadQuestions,
  memberCount: sql<number>`(SELECT count(*)::int FROM ${groupMembers} WHERE ${groupMembers.groupId} = ${groups.id})`,
};

type OwnedRow = {
  id: string;
  name: string;
  kind: string;
  joinCode: string | null;
  createdAt: Date;
  memberCount: number;
  weeklySummary: boolean;
  autoReadQuestions: boolean;
} & SuggestionColumns;
const toOwned = ({ suggestedIsland, suggestedModule, suggestedAt, ...row }: OwnedRow): OwnedGroup => ({
  ...row,
  kind: row.kind as GroupKind,
  createdAt: iso(row.createdAt),
  suggestion: suggestionOf({ suggestedIsland, suggestedModule, suggestedAt }),
});

/** The groups a learner owns and the groups they are in. */
export async function myGroups(db: Tx, userId: string): Promise<MyGroups> {
  const [role, owned, memberships] = await Promise.all([
    roleOf(db, userId),
    db.select(ownedColumns).from(groups).where(eq(groups.ownerId, userId)).orderBy(asc(groups.createdAt)),
    db
      .select({
        id: groups.id,
        name: groups.name,
        kind: groups.kind,
        grownUpName: user.name,
        joinedAt: groupMembers.joinedAt,
        suggestedIsland: groups.suggestedIsland,
        suggestedModule: groups.suggestedModule,
        suggestedAt: groups.suggestedAt,
      })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .innerJoin(user, eq(user.id, groups.ownerId))
      .where(eq(groupMembers.userId, userId))
      .orderBy(asc(groupMembers.joinedAt)),
  ]);
  return {
    role,
    owned: owned.map(toOwned),
    memberships: memberships.map(
      ({ suggestedIsland, suggestedModule, suggestedAt, ...row }): Membership => ({
        ...row,
        kind: row.kind as GroupKind,
        joinedAt: iso(row.joinedAt),
        suggestion: suggestionOf({ suggestedIsland, suggestedModule, suggestedAt }),
      }),
    ),
  };
}

export async function createGroup(db: Db, ownerId: string, name: string, kind: GroupKind): Promise<OwnedGroup> {
  return db.transaction(async (tx) => {
    // Locks the grown-up's profile: two quick clicks cannot both pass the count below.
    const [profile] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, ownerId)).for('update');
    if (profile?.role !== 'grown-up') throw new ApiProblem(403, 'GROWN_UPS_ONLY');
    const [owned] = await tx.select({ n: count() }).from(groups).where(eq(groups.ownerId, ownerId));
    if ((owned?.n ?? 0) >= MAX_GROUPS_PER_GROWN_UP) throw new ApiProblem(409, 'TOO_MANY_GROUPS');
    const row = await withFreshCode(async (joinCode) => {
      // A savepoint, so a code clash rolls back only this insert, not the transaction.
      return tx.transaction(async (inner) => {
        const [created] = await inner.insert(groups).values({ ownerId, name, kind, joinCode }).returning();
        if (!created) throw new Error('the new group was not returned');
        return created;
      });
    });
    return toOwned({ ...row, memberCount: 0 });
  });
}

/** The group if this grown-up owns it; anyone else gets 404 (a group's existence is not told to strangers). */
async function ownedGroup(db: Tx, ownerId: string, groupId: string) {
  const [row] = await db.select(ownedColumns).from(groups).where(and(eq(groups.id, groupId), eq(groups.ownerId, ownerId)));
  if (!row) throw new ApiProblem(404, 'GROUP_NOT_FOUND');
  return row;
}

export async function updateGroup(db: Db, ownerId: string, groupId: string, change: UpdateGroupRequest): Promise<OwnedGroup> {
  const current = await ownedGroup(db, ownerId, groupId);
  const where = and(eq(groups.id, groupId), eq(groups.ownerId, ownerId));
  if (change.name !== undefined) await db.update(groups).set({ name: change.name }).where(where);
  if (change.weeklySummary !== undefined) {
    // Turned on mid-week, the first e-mail comes next Monday: this week counts as sent.
    const [owner] = await db.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.userId, ownerId));
    const week = isoWeek(localDate(new Date(), owner?.timeZone ?? 'UTC'));
    await db.update(groups).set(change.weeklySummary ? { weeklySummary: true, summaryWeek: week } : { weeklySummary: false }).where(where);
  }
  if (change.autoReadQuestions !== undefined) await db.update(groups).set({ autoReadQuestions: change.autoReadQuestions }).where(where);
  if (change.suggestion === null) await db.update(groups).set({ suggestedIsland: null, suggestedModule: null, suggestedAt: null }).where(where);
  if (change.suggestion) {
    const { island, moduleId } = change.suggestion;
    // A lesson is suggested with its own island; one from another island (or none at all) is refused.
    if (moduleId !== undefined && getModuleMeta(moduleId)?.island !== island) throw new ApiProblem(400, 'VALIDATION_ERROR', { 'suggestion.moduleId': `not a lesson of ${island}` });
    await db.update(groups).set({ suggestedIsland: island, suggestedModule: moduleId ?? null, suggestedAt: new Date() }).where(where);
  }
  if (change.joinCode === 'off') await db.update(groups).set({ joinCode: null }).where(where);
  // "On" keeps the group's code if it has one; "renew" always makes a new one, and the old one stops working.
  if (change.joinCode === 'renew' || (change.joinCode === 'on' && current.joinCode === null)) {
    await withFreshCode((joinCode) => db.update(groups).set({ joinCode }).where(where));
  }
  return toOwned(await ownedGroup(db, ownerId, groupId));
}

/** Deletes the group, and the children added to it by nickname (their accounts belong to it; the page lists them first). */
export async function deleteGroup(db: Db, ownerId: string, groupId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [owned] = await tx.select({ id: groups.id }).from(groups).where(and(eq(groups.id, groupId), eq(groups.ownerId, ownerId))).for('update');
    if (!owned) throw new ApiProblem(404, 'GROUP_NOT_FOUND');
    await deleteNicknameChildren(tx, [groupId]);
    await tx.delete(groups).where(eq(groups.id, groupId));
  });
}

/** Takes a child out of the grown-up's group; their account and progress stay. */
export async function removeMember(db: Db, ownerId: string, groupId: string, memberId: string): Promise<void> {
  await ownedGroup(db, ownerId, groupId);
  const removed = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, memberId)))
    .returning({ userId: groupMembers.userId });
  if (removed.length === 0) throw new ApiProblem(404, 'MEMBER_NOT_FOUND');
}

/** The child leaves a group they are in. */
export async function leaveGroup(db: Db, userId: string, groupId: string): Promise<void> {
  const removed = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId });
  if (removed.length === 0) throw new ApiProblem(404, 'GROUP_NOT_FOUND');
}

/** What a (normalized) code opens, for the child to confirm; 404 for a code no group has (or one turned off). */
export async function previewJoin(db: Tx, userId: string, code: string): Promise<JoinPreview> {
  const [row] = await db
    .select({
      id: groups.id,
      name: groups.name,
      kind: groups.kind,
      ownerId: groups.ownerId,
      grownUpName: user.name,
      alreadyMember: sql<boolean>`EXISTS (SELECT 1 FROM ${groupMembers} WHERE ${groupMembers.groupId} = ${groups.id} AND ${groupMembers.userId} = ${userId})`,
    })
    .from(groups)
    .innerJoin(user, eq(user.id, groups.ownerId))
    .where(eq(groups.joinCode, code));
  if (!row) throw new ApiProblem(404, 'JOIN_CODE_NOT_FOUND');
  if (row.ownerId === userId) throw new ApiProblem(409, 'OWN_GROUP');
  const { ownerId: _ownerId, ...preview } = row;
  return { ...preview, kind: row.kind as GroupKind };
}

/** Joins the group whose code this is. Joining twice changes nothing. */
export async function joinGroup(db: Db, userId: string, code: string): Promise<Membership> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({
        id: groups.id,
        name: groups.name,
        kind: groups.kind,
        ownerId: groups.ownerId,
        grownUpName: user.name,
        suggestedIsland: groups.suggestedIsland,
        suggestedModule: groups.suggestedModule,
        suggestedAt: groups.suggestedAt,
      })
      .from(groups)
      .innerJoin(user, eq(user.id, groups.ownerId))
      .where(eq(groups.joinCode, code))
      // Serializes joins to one group, so the member limit below holds.
      .for('update', { of: groups });
    if (!group) throw new ApiProblem(404, 'JOIN_CODE_NOT_FOUND');
    if (group.ownerId === userId) throw new ApiProblem(409, 'OWN_GROUP');
    const [members] = await tx.select({ n: count() }).from(groupMembers).where(eq(groupMembers.groupId, group.id));
    const [existing] = await tx.select({ joinedAt: groupMembers.joinedAt }).from(groupMembers).where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, userId)));
    if (!existing && (members?.n ?? 0) >= MAX_MEMBERS_PER_GROUP) throw new ApiProblem(409, 'GROUP_FULL');
    const joinedAt = existing?.joinedAt ?? (await tx.insert(groupMembers).values({ groupId: group.id, userId }).returning({ joinedAt: groupMembers.joinedAt }))[0]?.joinedAt;
    if (!joinedAt) throw new Error('the membership was not returned');
    return { id: group.id, name: group.name, kind: group.kind as GroupKind, grownUpName: group.grownUpName, joinedAt: iso(joinedAt), suggestion: suggestionOf(group) };
  });
}

/**
 * The grid of one group: every child's learning facts in ONE query (members, nickname, gems, streak, completed
 * lessons), then each child's row from the pure rules. Never selects an e-mail, a password or a session.
 */
export async function groupDetail(db: Tx, ownerId: string, groupId: string, now = new Date()): Promise<GroupDetail> {
  const rows = await db
    .select({
      groupName: groups.name,
      kind: groups.kind,
      joinCode: groups.joinCode,
      createdAt: groups.createdAt,
      suggestedIsland: groups.suggestedIsland,
      suggestedModule: groups.suggestedModule,
      suggestedAt: groups.suggestedAt,
      weeklySummary: groups.weeklySummary,
      autoReadQuestions: groups.autoReadQuestions,
      memberId: groupMembers.userId,
      joinedAt: groupMembers.joinedAt,
      nickname: user.name,
      gems: profiles.jewels,
      timeZone: profiles.timeZone,
      completedModules: userProgress.completedModules,
      currentStreak: userProgress.currentStreak,
      longestStreak: userProgress.longestStreak,
      lastStudyDate: userProgress.lastStudyDate,
    })
    .from(groups)
    .leftJoin(groupMembers, eq(groupMembers.groupId, groups.id))
    .leftJoin(user, eq(user.id, groupMembers.userId))
    .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
    .leftJoin(userProgress, eq(userProgress.userId, groupMembers.userId))
    .where(and(eq(groups.id, groupId), eq(groups.ownerId, ownerId)))
    .orderBy(asc(sql`lower(${user.name})`), asc(groupMembers.joinedAt));
  const first = rows[0];
  if (!first) throw new ApiProblem(404, 'GROUP_NOT_FOUND');
  // Each child's "today" in their own zone; a class mostly shares one, so it is worked out once per zone.
  const todays = new Map<string, string>();
  const todayIn = (zone: string) => {
    let today = todays.get(zone);
    if (today === undefined) todays.set(zone, (today = localDate(now, zone)));
    return today;
  };
  const members: GridRow[] = rows.flatMap((row) =>
    row.memberId === null || row.joinedAt === null
      ? []
      : [
          gridRow(
            {
              id: row.memberId,
              nickname: row.nickname ?? '',
              completedModules: row.completedModules ?? [],
              currentStreak: row.currentStreak ?? 0,
              longestStreak: row.longestStreak ?? 0,
              lastStudyDate: row.lastStudyDate,
              gems: row.gems ?? 0,
              today: todayIn(row.timeZone ?? 'UTC'),
              joinedAt: iso(row.joinedAt),
            },
            ISLANDS_IN_ORDER,
          ),
        ],
  );
  return {
    id: groupId,
    name: first.groupName,
    kind: first.kind as GroupKind,
    joinCode: first.joinCode,
    createdAt: iso(first.createdAt),
    memberCount: members.length,
    suggestion: suggestionOf(first),
    weeklySummary: first.weeklySummary,
    autoReadQuestions: first.autoReadQuestions,
    members,
  };
}

/** A grown-up's groups and their members' nicknames, for the data download; and the child's memberships. */
export async function groupsForExport(db: Tx, userId: string) {
  const { owned, memberships } = await myGroups(db, userId);
  const members = owned.length
    ? await db
        .select({ groupId: groupMembers.groupId, nickname: user.name, joinedAt: groupMembers.joinedAt })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .innerJoin(user, eq(user.id, groupMembers.userId))
        .where(eq(groups.ownerId, userId))
        .orderBy(asc(groupMembers.joinedAt))
    : [];
  return {
    owned: owned.map((group) => ({
      ...group,
      members: members.filter((member) => member.groupId === group.id).map((member) => ({ nickname: member.nickname, joinedAt: iso(member.joinedAt) })),
    })),
    memberships: memberships.map(({ name, kind, grownUpName, joinedAt }) => ({ name, kind, grownUpName, joinedAt })),
  };
}

type Outcome = { perQuestion?: { questionId: string; correct: boolean }[] };
const perQuestionOf = (outcome: unknown): FirstAttempt['perQuestion'] => (outcome as Outcome | null)?.perQuestion ?? [];

/**
 * Each member's first attempt at each lesson (the earliest quiz result), with the server's own grading of every
 * question: what "needs help" counts. Only for the group's grown-up.
 */
async function firstAttempts(db: Tx, ownerId: string, groupId: string, memberId?: string): Promise<(FirstAttempt & { completedAt: Date })[]> {
  const rows = await db
    .selectDistinctOn([quizResults.userId, quizResults.moduleId], { userId: quizResults.userId, moduleId: quizResults.moduleId, outcome: quizResults.outcome, completedAt: quizResults.completedAt })
    .from(quizResults)
    .innerJoin(groupMembers, eq(groupMembers.userId, quizResults.userId))
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groups.id, groupId), eq(groups.ownerId, ownerId), memberId === undefined ? undefined : eq(groupMembers.userId, memberId)))
    .orderBy(quizResults.userId, quizResults.moduleId, asc(quizResults.completedAt));
  return rows.map((row) => ({ userId: row.userId, moduleId: row.moduleId, perQuestion: perQuestionOf(row.outcome), completedAt: row.completedAt }));
}

/** A question's words and its explanation ("Why"), from the lesson as the server holds it. */
async function questionText(moduleId: string, questionId: string) {
  const body = await loadModuleBody(moduleId);
  if (!body) return null;
  const question = body.format === 'classic' ? body.quiz.find((item) => item.id === questionId) : body.quiz5.find((item) => item.id === questionId);
  if (!question) return null;
  return { question: question.question, explanation: 'feedback' in question ? question.feedback : question.why };
}

/** The lessons and questions the group most often missed the first time, from the server's grading. */
export async function needsHelp(db: Tx, ownerId: string, groupId: string): Promise<NeedsHelp> {
  await ownedGroup(db, ownerId, groupId);
  const tally = tallyFirstTries(await firstAttempts(db, ownerId, groupId));
  const questions = [];
  for (const item of tally.questions) {
    if (questions.length >= NEEDS_HELP_QUESTIONS) break;
    // A question no longer in its lesson (the lesson was rewritten) has nothing to show.
    const text = await questionText(item.moduleId, item.questionId);
    if (text) questions.push({ ...item, ...text });
  }
  return { lessons: tally.lessons.slice(0, NEEDS_HELP_LESSONS), questions };
}

/** One child of the group: every lesson tried, its best score, first finish and first-try answers. 404 unless the child is in the grown-up's group. */
export async function childReport(db: Tx, ownerId: string, groupId: string, memberId: string): Promise<ChildReport> {
  const [member] = await db
    .select({ nickname: user.name, groupName: groups.name, moduleScores: userProgress.moduleScores })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(user, eq(user.id, groupMembers.userId))
    .leftJoin(userProgress, eq(userProgress.userId, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, memberId), eq(groups.ownerId, ownerId)));
  if (!member) throw new ApiProblem(404, 'MEMBER_NOT_FOUND');
  const [attempts, finished, counts] = await Promise.all([
    firstAttempts(db, ownerId, groupId, memberId),
    db
      .select({ moduleId: quizResults.moduleId, at: quizResults.completedAt })
      .from(quizResults)
      .where(and(eq(quizResults.userId, memberId), eq(quizResults.firstCompletion, true))),
    db
      .select({ moduleId: quizResults.moduleId, n: count() })
      .from(quizResults)
      .where(eq(quizResults.userId, memberId))
      .groupBy(quizResults.moduleId),
  ]);
  const finishedAt = new Map(finished.map((row) => [row.moduleId, iso(row.at)]));
  const attemptCount = new Map(counts.map((row) => [row.moduleId, row.n]));
  const scores = member.moduleScores ?? {};
  const order = new Map(ISLANDS_IN_ORDER.flatMap((island) => island.moduleIds).map((id, index) => [id, index]));
  const lessons: ChildLesson[] = attempts
    .map((attempt) => ({
      moduleId: attempt.moduleId,
      bestScore: scores[attempt.moduleId] ?? null,
      completedAt: finishedAt.get(attempt.moduleId) ?? null,
      attempts: attemptCount.get(attempt.moduleId) ?? 1,
      firstTry: [...attempt.perQuestion],
    }))
    .sort((a, b) => (order.get(a.moduleId) ?? 0) - (order.get(b.moduleId) ?? 0));
  return { id: memberId, nickname: member.nickname, groupName: member.groupName, lessons };
}

/** Lessons the group's children finished in each of the last weeks (the trend chart), in the grown-up's calendar. */
export async function groupActivity(db: Tx, ownerId: string, groupId: string, now = new Date()): Promise<{ weeks: { weekOf: string; lessons: number }[] }> {
  const [owner] = await db
    .select({ timeZone: profiles.timeZone })
    .from(groups)
    .leftJoin(profiles, eq(profiles.userId, groups.ownerId))
    .where(and(eq(groups.id, groupId), eq(groups.ownerId, ownerId)));
  if (!owner) throw new ApiProblem(404, 'GROUP_NOT_FOUND');
  const today = localDate(now, owner.timeZone ?? 'UTC');
  const since = new Date(now.getTime() - (TREND_WEEKS * 7 + 1) * 86_400_000);
  const rows = await db
    .select({ localDate: quizResults.localDate })
    .from(quizResults)
    .innerJoin(groupMembers, and(eq(groupMembers.userId, quizResults.userId), eq(groupMembers.groupId, groupId)))
    .where(and(eq(quizResults.firstCompletion, true), gte(quizResults.completedAt, since)));
  return { weeks: lessonsPerWeek(rows.flatMap((row) => (row.localDate ? [row.localDate] : [])), today) };
}

/** Per island, how many of the group's children took both checks and their average gain (issue 24, part 2). */
export async function groupCheckGains(db: Tx, ownerId: string, groupId: string): Promise<GroupCheckGains> {
  await ownedGroup(db, ownerId, groupId);
  const rows = await db
    .select({ userId: islandChecks.userId, island: islandChecks.island, phase: islandChecks.phase, correct: islandChecks.correct, skipped: islandChecks.skipped })
    .from(islandChecks)
    .innerJoin(groupMembers, and(eq(groupMembers.userId, islandChecks.userId), eq(groupMembers.groupId, groupId)));
  return { islands: averageGains(rows, ISLAND_ORDER) };
}
