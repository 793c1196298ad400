import { z } from 'zod';
import { islandKeySchema, moduleIdSchema } from '../content/schema/ids';
import { percent } from './grading';
import { liveStreak } from './streak';

/**
 * Classes and families (issue 22): a grown-up's group, its join code, and what the grown-up sees of each
 * child. Shared by the server, which validates every body with these schemas, and the browser.
 */

/** A group's name: "Class 4B", "The Lins". */
export const MAX_GROUP_NAME_LENGTH = 40;
/** Groups one grown-up may own: a teacher with every class of a school year, with room to spare. */
export const MAX_GROUPS_PER_GROWN_UP = 30;
/** Children in one group: the largest classes, with room for a few guests. */
export const MAX_MEMBERS_PER_GROUP = 60;

/**
 * Join codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B), so a code read
 * off a board or a printed card is typed right. 25^6 ≈ 244 million codes; guessing is rate limited (429).
 */
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

/** Join-code lookups and joins a learner may make in JOIN_WINDOW_SECONDS; a network address gets more (a whole class shares one). */
export const JOIN_TRIES_PER_LEARNER = 10;
export const JOIN_TRIES_PER_ADDRESS = 60;
export const JOIN_WINDOW_SECONDS = 10 * 60;

/** A join code from random bytes (one byte per character; `randomByte` returns 0–255). Unbiased by rejection. */
export function newJoinCode(randomByte: () => number): string {
  const limit = 256 - (256 % JOIN_CODE_ALPHABET.length);
  let code = '';
  while (code.length < JOIN_CODE_LENGTH) {
    const byte = randomByte();
    if (byte < limit) code += JOIN_CODE_ALPHABET[byte % JOIN_CODE_ALPHABET.length];
  }
  return code;
}

/**
 * What a child typed, as a code: upper case, spaces and dashes dropped ("ac3-d4f" → "AC3D4F"). Null when it
 * cannot be a code (wrong length or a character the alphabet leaves out), so it is refused without a lookup.
 */
export function normalizeJoinCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== JOIN_CODE_LENGTH) return null;
  for (const character of code) if (!JOIN_CODE_ALPHABET.includes(character)) return null;
  return code;
}

export const groupKindSchema = z.enum(['class', 'family']);
export type GroupKind = z.infer<typeof groupKindSchema>;

const groupNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_GROUP_NAME_LENGTH)
  // Control characters would break the printed cards and the CSV.
  .regex(/^[^\p{Cc}]*$/u, 'no control characters');

export const createGroupRequestSchema = z.object({ name: groupNameSchema, kind: groupKindSchema }).strict();
export type CreateGroupRequest = z.infer<typeof createGroupRequestSchema>;

/** What a grown-up suggests: an island, or one lesson of it. Null takes the suggestion away. */
export const suggestionRequestSchema = z.object({ island: islandKeySchema, moduleId: moduleIdSchema.optional() }).strict().nullable();

/**
 * Rename a group, turn its join code off or on, replace it with a new one (the old one stops working), or
 * suggest an island or a lesson to the group.
 */
export const updateGroupRequestSchema = z
  .object({
    name: groupNameSchema.optional(),
    joinCode: z.enum(['off', 'on', 'renew']).optional(),
    suggestion: suggestionRequestSchema.optional(),
    /** The weekly e-mail about the group, to its grown-up. */
    weeklySummary: z.boolean().optional(),
    /** Every question read aloud to the group's children as it appears (issue 28). */
    autoReadQuestions: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'name, joinCode, suggestion, weeklySummary or autoReadQuestions');
export type UpdateGroupRequest = z.infer<typeof updateGroupRequestSchema>;

/** A code as typed; the server normalizes it (normalizeJoinCode). */
export const joinCodeRequestSchema = z.object({ code: z.string().min(1).max(20) }).strict();
export type JoinCodeRequest = z.infer<typeof joinCodeRequestSchema>;

/** "I am a teacher or a parent": a grown-up account can make groups. */
export const accountRoleSchema = z.enum(['learner', 'grown-up']);
export type AccountRole = z.infer<typeof accountRoleSchema>;
export const roleRequestSchema = z.object({ role: accountRoleSchema }).strict();
export type RoleRequest = z.infer<typeof roleRequestSchema>;

const isoDate = z.string();

/** "This week: Ledger Cave", shown to the group's children on their home page and map. */
export const suggestionSchema = z.object({ island: islandKeySchema, moduleId: z.string().nullable(), at: isoDate });
export type Suggestion = z.infer<typeof suggestionSchema>;

/** A group as its grown-up sees it in the list. */
export const ownedGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: groupKindSchema,
  /** Null while the code is turned off. */
  joinCode: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: isoDate,
  suggestion: suggestionSchema.nullable(),
  weeklySummary: z.boolean(),
  /** Questions are read aloud to the group's children automatically. */
  autoReadQuestions: z.boolean(),
});
export type OwnedGroup = z.infer<typeof ownedGroupSchema>;

/** A group as a child in it sees it: its name and its grown-up's nickname, nothing about other children. */
export const membershipSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: groupKindSchema,
  grownUpName: z.string(),
  joinedAt: isoDate,
  suggestion: suggestionSchema.nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const myGroupsSchema = z.object({
  role: accountRoleSchema,
  owned: z.array(ownedGroupSchema),
  memberships: z.array(membershipSchema),
});
export type MyGroups = z.infer<typeof myGroupsSchema>;

/** What a code opens, shown before a child confirms joining. */
export const joinPreviewSchema = z.object({ id: z.string(), name: z.string(), kind: groupKindSchema, grownUpName: z.string(), alreadyMember: z.boolean() });
export type JoinPreview = z.infer<typeof joinPreviewSchema>;

/** One child's row of the group grid: learning data only (never an e-mail, a password or a session). */
export const gridRowSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  /** Percent complete of each island, in map order. */
  islands: z.array(z.object({ island: islandKeySchema, completed: z.number().int(), total: z.number().int(), percent: z.number().int() })),
  completedLessons: z.number().int(),
  /** The streak as the child sees it today (0 once it has lapsed). */
  streak: z.number().int(),
  gems: z.number().int(),
  /** The child's last study day (their local calendar date), or null before the first lesson. */
  lastActive: z.string().nullable(),
  joinedAt: isoDate,
});
export type GridRow = z.infer<typeof gridRowSchema>;

export const groupDetailSchema = ownedGroupSchema.extend({ members: z.array(gridRowSchema) });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

/** The learning facts of one member, as the grid query reads them. */
export interface MemberFacts {
  id: string;
  nickname: string;
  completedModules: readonly string[];
  currentStreak: number;
  longestStreak: number;
  lastStudyDate: string | null;
  gems: number;
  /** The child's local date today (their own time zone). */
  today: string;
  joinedAt: string;
}

/** A child's grid row from their facts and the catalogue's islands in map order. */
export function gridRow(facts: MemberFacts, islands: readonly { key: z.infer<typeof islandKeySchema>; moduleIds: readonly string[] }[]): GridRow {
  const done = new Set(facts.completedModules);
  return {
    id: facts.id,
    nickname: facts.nickname,
    // One set per child, not one per island: a class grid builds 35 × 15 cells per request.
    islands: islands.map((island) => {
      const completed = island.moduleIds.reduce((sum, id) => sum + (done.has(id) ? 1 : 0), 0);
      return { island: island.key, completed, total: island.moduleIds.length, percent: percent(completed, island.moduleIds.length) };
    }),
    completedLessons: done.size,
    streak: liveStreak({ current: facts.currentStreak, longest: facts.longestStreak, lastStudyDate: facts.lastStudyDate }, facts.today),
    gems: facts.gems,
    lastActive: facts.lastStudyDate,
    joinedAt: facts.joinedAt,
  };
}

/** A CSV field: quoted when needed, and a leading = + - @ made inert so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// ---------- A child's page and "needs help" ----------

const bilingual = z.object({ en: z.string(), 'zh-TW': z.string() });

/** One lesson on a child's page: best score and when it was first finished, and which questions were right the first time. */
export const childLessonSchema = z.object({
  moduleId: z.string(),
  /** Null for a lesson tried but not passed yet. */
  bestScore: z.number().int().nullable(),
  completedAt: isoDate.nullable(),
  attempts: z.number().int(),
  /** The first attempt's questions, as the server graded them. */
  firstTry: z.array(z.object({ questionId: z.string(), correct: z.boolean() })),
});
export type ChildLesson = z.infer<typeof childLessonSchema>;

export const childReportSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  groupName: z.string(),
  lessons: z.array(childLessonSchema),
});
export type ChildReport = z.infer<typeof childReportSchema>;

/** A question the group most often missed the first time, with its words and its explanation from the lesson itself. */
export const missedQuestionSchema = z.object({
  moduleId: z.string(),
  questionId: z.string(),
  missed: z.number().int(),
  tried: z.number().int(),
  question: bilingual,
  explanation: bilingual,
});
export type MissedQuestion = z.infer<typeof missedQuestionSchema>;

export const needsHelpSchema = z.object({
  lessons: z.array(z.object({ moduleId: z.string(), missed: z.number().int(), tried: z.number().int(), children: z.number().int() })),
  questions: z.array(missedQuestionSchema),
});
export type NeedsHelp = z.infer<typeof needsHelpSchema>;

/** How many questions "needs help" lists. */
export const NEEDS_HELP_QUESTIONS = 10;
export const NEEDS_HELP_LESSONS = 5;

/** One child's first attempt at one lesson, as graded by the server. */
export interface FirstAttempt {
  userId: string;
  moduleId: string;
  perQuestion: readonly { questionId: string; correct: boolean }[];
}

export interface QuestionTally {
  moduleId: string;
  questionId: string;
  missed: number;
  tried: number;
}

/**
 * Tallies first attempts: per question, how many children got it wrong the first time and how many tried it;
 * per lesson, the same summed over its questions, and how many children tried it. Most missed first, then the
 * larger share missed, then catalogue-stable by id.
 */
export function tallyFirstTries(attempts: readonly FirstAttempt[]): { lessons: NeedsHelp['lessons']; questions: QuestionTally[] } {
  const questions = new Map<string, QuestionTally>();
  const lessons = new Map<string, { moduleId: string; missed: number; tried: number; children: Set<string> }>();
  for (const attempt of attempts) {
    const lesson = lessons.get(attempt.moduleId) ?? { moduleId: attempt.moduleId, missed: 0, tried: 0, children: new Set<string>() };
    lesson.children.add(attempt.userId);
    lessons.set(attempt.moduleId, lesson);
    for (const { questionId, correct } of attempt.perQuestion) {
      const key = `${attempt.moduleId}/${questionId}`;
      const tally = questions.get(key) ?? { moduleId: attempt.moduleId, questionId, missed: 0, tried: 0 };
      tally.tried += 1;
      lesson.tried += 1;
      if (!correct) {
        tally.missed += 1;
        lesson.missed += 1;
      }
      questions.set(key, tally);
    }
  }
  const byNeed = <T extends { missed: number; tried: number }>(a: T, b: T) => b.missed - a.missed || b.missed / b.tried - a.missed / a.tried;
  return {
    lessons: [...lessons.values()]
      .filter((lesson) => lesson.missed > 0)
      .map(({ children, ...lesson }) => ({ ...lesson, children: children.size }))
      .sort((a, b) => byNeed(a, b) || a.moduleId.localeCompare(b.moduleId)),
    questions: [...questions.values()].filter((tally) => tally.missed > 0).sort((a, b) => byNeed(a, b) || `${a.moduleId}/${a.questionId}`.localeCompare(`${b.moduleId}/${b.questionId}`)),
  };
}
