import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LessonPosition } from '../../domain/lesson-position';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------- Better Auth's tables (field names are the ones Better Auth expects) ----------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  /** The learner's nickname (username). */
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_id_idx').on(table.userId), uniqueIndex('account_provider_account_uq').on(table.providerId, table.accountId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

// ---------- Money Islands ----------

/** What a learner wears: at most one accessory per category. */
export type AvatarConfig = { equipped: Partial<Record<string, string>> };

export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    avatarBaseId: text('avatar_base_id'),
    avatarConfig: jsonb('avatar_config').$type<AvatarConfig>().notNull().default({ equipped: {} }),
    /** Gems. */
    jewels: integer('jewels').notNull().default(0),
    /** The learner's IANA time zone: streaks count their local calendar days. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** 'grown-up' (a teacher or a parent: may make groups) or 'learner'. */
    role: text('role').notNull().default('learner'),
    /**
     * Reading settings (issue 28) the learner changed; the rest are today's defaults. Read leniently
     * (readingSettingsFrom), so a value a later version drops falls back to its default instead of failing.
     */
    readingSettings: jsonb('reading_settings').$type<Partial<Record<string, unknown>>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('profiles_jewels_non_negative', sql`${table.jewels} >= 0`),
    check('profiles_role_known', sql`${table.role} IN ('learner', 'grown-up')`),
  ],
);

export const avatarAccessories = pgTable('avatar_accessories', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  islandTheme: text('island_theme').notNull(),
  name: jsonb('name').$type<{ en: string; 'zh-TW': string }>().notNull(),
  description: jsonb('description').$type<{ en: string; 'zh-TW': string }>().notNull(),
  imageUrl: text('image_url'),
});

export const userInventory = pgTable(
  'user_inventory',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessoryId: text('accessory_id')
      .notNull()
      .references(() => avatarAccessories.id, { onDelete: 'cascade' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_inventory_user_accessory_uq').on(table.userId, table.accessoryId)],
);

export const islandFirstModules = pgTable('island_first_modules', {
  islandId: text('island_id').primaryKey(),
  firstModuleId: text('first_module_id').notNull().unique(),
  islandNameEn: text('island_name_en').notNull(),
  islandNameZh: text('island_name_zh').notNull(),
});

/** One row per learner; created with the account. */
export const userProgress = pgTable(
  'user_progress',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    completedModules: jsonb('completed_modules').$type<string[]>().notNull().default([]),
    moduleScores: jsonb('module_scores').$type<Record<string, number>>().notNull().default({}),
    currentStreak: integer('current_streak').notNull().default(0),
    longestStreak: integer('longest_streak').notNull().default(0),
    lastStudyDate: date('last_study_date', { mode: 'string' }),
    totalStudyTime: integer('total_study_time').notNull().default(0),
    earnedBadges: jsonb('earned_badges').$type<string[]>().notNull().default([]),
    savedReflections: jsonb('saved_reflections').$type<Record<string, string>>().notNull().default({}),
    vocabMastered: jsonb('vocab_mastered').$type<string[]>().notNull().default([]),
    quizPerfectScores: integer('quiz_perfect_scores').notNull().default(0),
    reflectionCount: integer('reflection_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('user_progress_streaks_non_negative', sql`${table.currentStreak} >= 0 AND ${table.longestStreak} >= ${table.currentStreak}`),
  ],
);

export const quizResults = pgTable(
  'quiz_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    score: integer('score').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    timeTaken: integer('time_taken').notNull().default(0),
    /** Sent by the browser so a retried submission is applied once. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the completion changed, returned again for a repeated key. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull().default({}),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when this result completed its module (a passing, finished quiz): the row is then the learner's
     * completion event, and these are the local clock facts the time-based badges read. Null for an attempt
     * that completed nothing. There is no other completion log (decision 017).
     */
    firstCompletion: boolean('first_completion'),
    localHour: smallint('local_hour'),
    localDate: date('local_date', { mode: 'string' }),
    island: text('island'),
  },
  (table) => [
    uniqueIndex('quiz_results_user_key_uq').on(table.userId, table.idempotencyKey),
    index('quiz_results_user_module_idx').on(table.userId, table.moduleId, table.completedAt),
    // The first completions a completion's badge rules read (Speed Runner's window): one row per module.
    index('quiz_results_user_first_idx').on(table.userId, table.completedAt).where(sql`${table.firstCompletion}`),
    check('quiz_results_score_range', sql`${table.score} BETWEEN 0 AND 100`),
    check(
      'quiz_results_completion_facts',
      sql`(${table.firstCompletion} IS NULL) = (${table.localHour} IS NULL) AND (${table.firstCompletion} IS NULL) = (${table.localDate} IS NULL) AND (${table.firstCompletion} IS NULL) = (${table.island} IS NULL)`,
    ),
  ],
);

/** A class or a family, owned by one grown-up (issue 22). Deleted with its grown-up; children keep their accounts. */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** Null while the grown-up has turned the code off. */
    joinCode: text('join_code').unique(),
    /** "This week: Ledger Cave": an island, and optionally one of its lessons, the grown-up suggests to the group. */
    suggestedIsland: text('suggested_island'),
    suggestedModule: text('suggested_module'),
    suggestedAt: timestamp('suggested_at', { withTimezone: true }),
    /** The grown-up asked for a weekly e-mail about the group. */
    weeklySummary: boolean('weekly_summary').notNull().default(false),
    /** The ISO week (e.g. 2026-W48) whose summary was sent: claimed before sending, so it goes out once. */
    summaryWeek: text('summary_week'),
    /** How its children added by nickname sign in: 'pictures' (younger children) or 'secret-word' (10 and older). */
    childSignIn: text('child_sign_in').notNull().default('pictures'),
    /** The grown-up asked for every question to be read aloud to the group's children (issue 28). */
    autoReadQuestions: boolean('auto_read_questions').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('groups_owner_idx').on(table.ownerId, table.createdAt),
    check('groups_kind_known', sql`${table.kind} IN ('class', 'family')`),
    check('groups_child_sign_in_known', sql`${table.childSignIn} IN ('pictures', 'secret-word')`),
  ],
);

/** A child in a group. Removed with the group or with the child's account. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index('group_members_user_idx').on(table.userId)],
);

/**
 * A child the grown-up added by nickname only (issue 22): they sign in with the group's code and a sequence of
 * pictures, not an e-mail. Their account belongs to the group: it is deleted with the group.
 */
export const pictureLogins = pgTable(
  'picture_logins',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /**
     * The child's secret, one of the two as the group's child_sign_in says: the picture sequence, e.g. "3-7"
     * (indexes into PICTURES), or the secret word, e.g. "green-tiger-42". Plain, not hashed: the grown-up prints it
     * on the child's card again whenever one is lost, and wrong tries are what is limited (decision 021).
     */
    pictures: text('pictures'),
    secretWord: text('secret_word'),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When the pictures were last given, and the nickname of the grown-up who did it: a reset is never silent. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: text('changed_by').notNull(),
  },
  (table) => [index('picture_logins_group_idx').on(table.groupId), check('picture_logins_one_secret', sql`(${table.pictures} IS NULL) <> (${table.secretWord} IS NULL)`)],
);

/**
 * Counters for guessing limits that every server process shares (join codes): one row per key and window.
 * Old windows are deleted as new ones are counted.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index('attempt_counters_window_idx').on(table.windowStart)],
);

/**
 * A question the learner missed on the first try, brought back by spaced review (issue 24, decision 024). One row
 * per learner and question; its memory (FSRS) decides the local day it is due. A card whose lesson question was
 * removed or whose keyed answer changed is retired, never asked with a stale key.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    questionId: text('question_id').notNull(),
    /** The fingerprint of the question's keyed answer when the card was made (domain/review-question.ts). */
    answerHash: text('answer_hash').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: smallint('state').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    /** Local calendar days of the learner, as streaks. */
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    dueDay: date('due_day', { mode: 'string' }).notNull(),
    /** Set by a practice answer (not by replaying a lesson): the day's practice counts toward the streak. */
    practisedAt: timestamp('practised_at', { withTimezone: true }),
    practisedDay: date('practised_day', { mode: 'string' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('review_cards_user_question_uq').on(table.userId, table.moduleId, table.questionId),
    // Today's due cards and the forecast: one range of one learner's live cards, whatever their history.
    index('review_cards_user_due_idx').on(table.userId, table.dueDay).where(sql`${table.retiredAt} IS NULL`),
    index('review_cards_user_practised_idx').on(table.userId, table.practisedDay).where(sql`${table.practisedDay} IS NOT NULL`),
  ],
);

/**
 * A learner's warm-up check before an island and the same questions after it (issue 24, decision 024). Measures only:
 * never part of scores, gems, streaks or badges. One row per learner, island and phase.
 */
export const islandChecks = pgTable(
  'island_checks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    island: text('island').notNull(),
    phase: text('phase').$type<'before' | 'after'>().notNull(),
    /** The questions asked, as `{ moduleId, questionId }` (the same ones come back after the island). */
    questions: jsonb('questions').$type<{ moduleId: string; questionId: string }[]>().notNull(),
    /** The one try per question, keyed `M01/q3`; empty when the check was skipped. */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    correct: integer('correct').notNull().default(0),
    total: integer('total').notNull(),
    skipped: boolean('skipped').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.island, table.phase] }),
    check('island_checks_phase_known', sql`${table.phase} IN ('before', 'after')`),
    check('island_checks_correct_range', sql`${table.correct} BETWEEN 0 AND ${table.total}`),
    check('island_checks_after_not_skipped', sql`NOT (${table.skipped} AND ${table.phase} = 'after')`),
  ],
);

/**
 * Where a signed-in learner left a lesson midway (issue 26, decision 027), so another device continues there. Never a
 * grade: the position holds only the step and the choices in it; grading stays at submission, which deletes the row.
 */
export const lessonPositions = pgTable(
  'lesson_positions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    /** A domain/lesson-position.ts LessonPosition, validated on the way in. */
    position: jsonb('position').$type<LessonPosition>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleId] })],
);

/** E-mail kept in the database when no SMTP server is configured (development and tests). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('email_outbox_to_idx').on(table.toAddress, table.createdAt)],
);

export const schemaTables = {
  user,
  session,
  account,
  verification,
  profiles,
  avatarAccessories,
  userInventory,
  islandFirstModules,
  userProgress,
  quizResults,
  groups,
  groupMembers,
  pictureLogins,
  reviewCards,
  islandChecks,
  lessonPositions,
  attemptCounters,
  emailOutbox,
};

