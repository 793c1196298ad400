import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { AccountExport, SignInMethods } from '../../domain/account-api';
import type { ReadingSettings, ReadingSettingsUpdate } from '../../domain/reading-settings';
import { readingSettingsFrom } from '../../domain/reading-settings-options';
import type { Db } from '../db/database';
import { account, emailOutbox, groups, lessonPositions, profiles, quizResults, reviewCards, session, user, userInventory, userProgress, verification } from '../db/schema';
import { deleteNicknameChildren } from '../groups/nickname-children';
import { groupsForExport } from '../groups/group-store';
import { islandChecksForExport } from '../island-checks/island-check-store';
import type { Tx } from '../progress/progress-store';

type Identity = { id: string; email: string };

/**
 * Verification rows are not linked to a user by a foreign key: Better Auth keys them by a token. The ones
 * that belong to a learner carry their id (password reset) or their e-mail inside a JSON value (magic
 * link). Matching the JSON-quoted text keeps a@x.com from matching aa@x.com.
 */
function verificationOf({ id, email }: Identity) {
  return or(
    eq(verification.value, id),
    sql`strpos(${verification.value}, ${`"email":${JSON.stringify(email)}`}) > 0`,
    sql`strpos(${verification.value}, ${`"userId":${JSON.stringify(id)}`}) > 0`,
  );
}

/** The outbox stores addresses in lower case (see mailer.ts). */
const outboxOf = ({ email }: Identity) => eq(emailOutbox.toAddress, email.toLowerCase());

const iso = (date: Date) => date.toISOString();

/** Everything kept about one learner, without secrets; null when the account does not exist. */
export async function exportAccount(db: Tx, userId: string, now = new Date()): Promise<AccountExport | null> {
  const [person] = await db.select().from(user).where(eq(user.id, userId));
  if (!person) return null;
  const identity = { id: person.id, email: person.email };
  const [methods, [profile], inventory, [progress], results, sessions, emails, groups, cards, checks, positions] = await Promise.all([
    db.select({ provider: account.providerId, createdAt: account.createdAt }).from(account).where(eq(account.userId, userId)).orderBy(asc(account.createdAt)),
    db.select().from(profiles).where(eq(profiles.userId, userId)),
    db.select({ accessoryId: userInventory.accessoryId, unlockedAt: userInventory.unlockedAt }).from(userInventory).where(eq(userInventory.userId, userId)).orderBy(asc(userInventory.unlockedAt)),
    db.select().from(userProgress).where(eq(userProgress.userId, userId)),
    db.select().from(quizResults).where(eq(quizResults.userId, userId)).orderBy(asc(quizResults.completedAt)),
    db
      .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    db.select({ subject: emailOutbox.subject, createdAt: emailOutbox.createdAt }).from(emailOutbox).where(outboxOf(identity)).orderBy(asc(emailOutbox.id)),
    groupsForExport(db, userId),
    db.select().from(reviewCards).where(eq(reviewCards.userId, userId)).orderBy(asc(reviewCards.createdAt), asc(reviewCards.moduleId), asc(reviewCards.questionId)),
    islandChecksForExport(db, userId),
    db.select().from(lessonPositions).where(eq(lessonPositions.userId, userId)).orderBy(asc(lessonPositions.moduleId)),
  ]);

  return {
    format: 'money-islands-data',
    version: 1,
    exportedAt: iso(now),
    account: {
      id: person.id,
      nickname: person.name,
      email: person.email,
      emailVerified: person.emailVerified,
      image: person.image,
      createdAt: iso(person.createdAt),
      updatedAt: iso(person.updatedAt),
    },
    signInMethods: methods.map((method) => ({ provider: method.provider, createdAt: iso(method.createdAt) })),
    profile: profile
      ? {
          avatarBaseId: profile.avatarBaseId,
          equipped: profile.avatarConfig.equipped,
          gems: profile.jewels,
          timeZone: profile.timeZone,
          role: profile.role,
          readingSettings: readingSettingsFrom(profile.readingSettings),
          createdAt: iso(profile.createdAt),
          updatedAt: iso(profile.updatedAt),
        }
      : null,
    inventory: inventory.map((item) => ({ accessoryId: item.accessoryId, unlockedAt: iso(item.unlockedAt) })),
    progress: progress
      ? {
          completedModules: progress.completedModules,
          moduleScores: progress.moduleScores,
          // Every completion, oldest first: the quiz results that completed their module (decision 017).
          completions: results.flatMap((result) =>
            result.firstCompletion === null
              ? []
              : [
                  {
                    moduleId: result.moduleId,
                    at: iso(result.completedAt),
                    localHour: result.localHour,
                    localDate: result.localDate,
                    island: result.island,
                    score: result.score,
                    firstCompletion: result.firstCompletion,
                  },
                ],
          ),
          currentStreak: progress.currentStreak,
          longestStreak: progress.longestStreak,
          lastStudyDate: progress.lastStudyDate,
          totalStudyTimeSeconds: progress.totalStudyTime,
          earnedBadges: progress.earnedBadges,
          vocabMastered: progress.vocabMastered,
          perfectQuizzes: progress.quizPerfectScores,
          reflectionCount: progress.reflectionCount,
          createdAt: iso(progress.createdAt),
          updatedAt: iso(progress.updatedAt),
        }
      : null,
    reflections: progress?.savedReflections ?? {},
    quizResults: results.map((result) => ({
      moduleId: result.moduleId,
      score: result.score,
      totalQuestions: result.totalQuestions,
      answers: result.answers,
      timeTakenSeconds: result.timeTaken,
      completedAt: iso(result.completedAt),
    })),
    sessions: sessions.map((row) => ({ createdAt: iso(row.createdAt), expiresAt: iso(row.expiresAt), ipAddress: row.ipAddress, userAgent: row.userAgent })),
    emails: emails.map((mail) => ({ subject: mail.subject, createdAt: iso(mail.createdAt) })),
    groups,
    reviewCards: cards.map((card) => ({
      moduleId: card.moduleId,
      questionId: card.questionId,
      dueDay: card.dueDay,
      lastDay: card.lastDay,
      reps: card.reps,
      lapses: card.lapses,
      practisedAt: card.practisedAt ? iso(card.practisedAt) : null,
      retired: card.retiredAt !== null,
      createdAt: iso(card.createdAt),
    })),
    islandChecks: checks,
    lessonPositions: positions.map((row) => ({ moduleId: row.moduleId, position: row.position, updatedAt: iso(row.updatedAt) })),
  };
}

/**
 * Removes every row of one learner in one transaction. Sessions, sign-in accounts, profile, inventory,
 * progress, quiz results, lesson positions, the groups they made and their places in groups go with the user row (their foreign
 * keys cascade; children in a deleted group keep their own accounts); verification rows and
 * outbox mail have no key to the user, so they are deleted by what they contain.
 * Returns false when there was no such account.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locks the row, so a second deletion of the same account waits and then finds nothing.
    const [person] = await tx.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId)).for('update');
    if (!person) return false;
    // A grown-up's groups go with them (cascade), and so do the children they added by nickname.
    const owned = await tx.select({ id: groups.id }).from(groups).where(eq(groups.ownerId, person.id));
    await deleteNicknameChildren(tx, owned.map((group) => group.id));
    await tx.delete(verification).where(verificationOf(person));
    await tx.delete(emailOutbox).where(outboxOf(person));
    await tx.delete(user).where(eq(user.id, person.id));
    return true;
  });
}

/**
 * Saves the settings the learner changed and returns all of them. Only the changed keys are written, merged
 * into the row in one statement (jsonb `||`), so two quick changes from two tabs both land and the settings
 * never changed keep following the defaults.
 */
export async function updateReadingSettings(db: Tx, userId: string, change: ReadingSettingsUpdate): Promise<ReadingSettings> {
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
  const [row] = await db
    .update(profiles)
    .set({ readingSettings: sql`${profiles.readingSettings} || ${JSON.stringify(defined)}::jsonb` })
    .where(eq(profiles.userId, userId))
    .returning({ readingSettings: profiles.readingSettings });
  return readingSettingsFrom(row?.readingSettings);
}

/** Whether the learner has a password (Better Auth's "credential" account) and a confirmed address. */
export async function signInMethods(db: Tx, userId: string): Promise<SignInMethods | null> {
  const [[person], passwords] = await Promise.all([
    db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId)),
    db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password))),
  ]);
  return person ? { emailVerified: person.emailVerified, hasPassword: passwords.length > 0 } : null;
}
