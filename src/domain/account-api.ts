import { z } from 'zod';
import { MAX_CONFIRMATION_LENGTH } from './account-confirmation';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import { readingSettingsSchema } from './reading-settings';

/**
 * The shapes of the account API (download my data, delete my account), shared by the server, which
 * validates with them, and the browser.
 */

/** Deleting an account is confirmed by typing the nickname (see account-confirmation.ts). */
export const deleteAccountRequestSchema = z
  .object({
    confirmation: z.string().min(1).max(MAX_CONFIRMATION_LENGTH),
  })
  .strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/**
 * Setting or changing the password from /account. With a password already, the current one is required and
 * every other device is signed out (a learner changes a password because someone else may know it).
 */
export const passwordRequestSchema = z
  .object({
    newPassword: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
    currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH).optional(),
  })
  .strict();
export type PasswordRequest = z.infer<typeof passwordRequestSchema>;

/** Whether the learner can sign in with a password, and whether their address is confirmed. */
export const signInMethodsSchema = z.object({ hasPassword: z.boolean(), emailVerified: z.boolean() }).strict();
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/** File name of the data download, e.g. money-islands-data-2026-11-23.json. */
export function exportFileName(now: Date): string {
  return `money-islands-data-${now.toISOString().slice(0, 10)}.json`;
}

const isoDate = z.string();

/**
 * Everything the app keeps about one learner, as the data download lists it. Secrets stay out: no
 * password hash, no session or sign-in tokens, no e-mail bodies (they hold sign-in links).
 */
export const accountExportSchema = z
  .object({
    format: z.literal('money-islands-data'),
    version: z.literal(1),
    exportedAt: isoDate,
    account: z.object({
      id: z.string(),
      nickname: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      image: z.string().nullable(),
      createdAt: isoDate,
      updatedAt: isoDate,
    }),
    /** How the learner signs in: "credential" (e-mail and password) or "google". */
    signInMethods: z.array(z.object({ provider: z.string(), createdAt: isoDate })),
    profile: z
      .object({
        avatarBaseId: z.string().nullable(),
        equipped: z.record(z.string(), z.unknown()),
        gems: z.number(),
        timeZone: z.string(),
        /** "grown-up" (a teacher or parent who may make groups) or "learner". */
        role: z.string(),
        /** Text size, spacious reading, reduce motion and read-aloud speed. */
        readingSettings: readingSettingsSchema,
        createdAt: isoDate,
        updatedAt: isoDate,
      })
      .nullable(),
    inventory: z.array(z.object({ accessoryId: z.string(), unlockedAt: isoDate })),
    progress: z
      .object({
        completedModules: z.array(z.string()),
        moduleScores: z.record(z.string(), z.number()),
        completions: z.array(z.unknown()),
        currentStreak: z.number(),
        longestStreak: z.number(),
        lastStudyDate: z.string().nullable(),
        totalStudyTimeSeconds: z.number(),
        earnedBadges: z.array(z.string()),
        vocabMastered: z.array(z.string()),
        perfectQuizzes: z.number(),
        reflectionCount: z.number(),
        createdAt: isoDate,
        updatedAt: isoDate,
      })
      .nullable(),
    /** What the learner wrote in each lesson's reflection, by lesson. */
    reflections: z.record(z.string(), z.string()),
    quizResults: z.array(
      z.object({
        moduleId: z.string(),
        score: z.number(),
        totalQuestions: z.number(),
        answers: z.record(z.string(), z.unknown()),
        timeTakenSeconds: z.number(),
        completedAt: isoDate,
      }),
    ),
    /** Devices signed in now; the secret token of each is left out. */
    sessions: z.array(
      z.object({ createdAt: isoDate, expiresAt: isoDate, ipAddress: z.string().nullable(), userAgent: z.string().nullable() }),
    ),
    /** E-mail the app sent (kept only when no mail server is set up); subjects only. */
    emails: z.array(z.object({ subject: z.string(), createdAt: isoDate })),
    /** Classes and families: the ones this account made (with the children's nicknames) and the ones it is in. */
    groups: z.object({
      owned: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          kind: z.string(),
          joinCode: z.string().nullable(),
          memberCount: z.number(),
          createdAt: isoDate,
          members: z.array(z.object({ nickname: z.string(), joinedAt: isoDate })),
        }),
      ),
      memberships: z.array(z.object({ name: z.string(), kind: z.string(), grownUpName: z.string(), joinedAt: isoDate })),
    }),
    /** Spaced review: each question missed first time, when it is due, and how it has gone (issue 24). */
    reviewCards: z.array(
      z.object({
        moduleId: z.string(),
        questionId: z.string(),
        dueDay: z.string(),
        lastDay: z.string(),
        reps: z.number(),
        lapses: z.number(),
        practisedAt: isoDate.nullable(),
        retired: z.boolean(),
        createdAt: isoDate,
      }),
    ),
    /** The warm-up check before each island and the same questions after it: what was asked, answered and right. */
    islandChecks: z.array(
      z.object({
        island: z.string(),
        phase: z.string(),
        questions: z.array(z.object({ moduleId: z.string(), questionId: z.string() })),
        answers: z.record(z.string(), z.unknown()),
        correct: z.number(),
        total: z.number(),
        skipped: z.boolean(),
        createdAt: isoDate,
      }),
    ),
    /** Where each lesson left midway stands: the step and the choices in it, never a grade (decision 027). */
    lessonPositions: z.array(z.object({ moduleId: z.string(), position: z.record(z.string(), z.unknown()), updatedAt: isoDate })),
  })
  .strict();
export type AccountExport = z.infer<typeof accountExportSchema>;
