/**
 * Every limit and threshold of the learning rules, named once.
 * Sources: spec.md §9 and decisions.md (decisions.md wins where they differ).
 */

// ---------- Scores ----------
/** A quiz score at or above this completes (and saves) the module. */
export const PASS_SCORE = 60;
/** The first module of an island unlocks the island's accessory at this best score or above. */
export const UNLOCK_ACCESSORY_SCORE = 70;
/** The adventure quiz offers "try again" only below this score. */
export const RETRY_BELOW_SCORE = 80;
/** Quiz Ace: any module score at or above this. */
export const QUIZ_ACE_SCORE = 90;
/** A perfect score. */
export const PERFECT_SCORE = 100;
export const MIN_SCORE = 0;
export const MAX_SCORE = 100;

// ---------- Badges ----------
/** Perfect Scorer: this many distinct modules with a perfect best score. */
export const PERFECT_SCORES_FOR_BADGE = 5;
export const SEVEN_DAY_STREAK = 7;
export const MONTH_STREAK = 30;
export const VOCAB_HERO_COUNT = 50;
export const REFLECTION_WRITER_COUNT = 10;
/** Midnight Learner: a completion at this local hour or later (0–23 clock). */
export const MIDNIGHT_HOUR = 23;
/** Speed Runner: this many distinct modules first-completed within the window below. */
export const SPEED_RUN_MODULES = 3;
export const SPEED_RUN_WINDOW_MINUTES = 60;
/** Bridge Builder: completed modules on at least this many distinct islands. */
export const BRIDGE_BUILDER_ISLANDS = 5;
/** Financial Champion: at least this many completed modules … */
export const CHAMPION_MODULES = 44;
/** … and a (rounded) average score of at least this. */
export const CHAMPION_AVERAGE = 80;

// ---------- Unlocking ----------
/** Share of the previous island's modules a learner completes to unlock the next island. */
export const ISLAND_UNLOCK_SHARE = 0.8;

// ---------- Hints and sentence frames ----------
/** Hints shown per question or frame ('Hint n/3'). */
export const MAX_HINTS = 3;
/** A blank in a sentence frame is a run of exactly this many underscores. */
export const BLANK_UNDERSCORES = 6;

// ---------- Submissions (limits against malformed or abusive input) ----------
/** Most questions any quiz has (the content schema allows 2–10). */
export const MAX_QUIZ_QUESTIONS = 10;
/** Most answer options any question has (the content schema allows 2–6). */
export const MAX_OPTIONS = 6;
/** Most attempts recorded per adventure question. */
export const MAX_ATTEMPTS_PER_QUESTION = 50;
/** Longest fill-blank answer accepted, in characters. */
export const MAX_TEXT_ANSWER_LENGTH = 200;
/** Longest question id accepted in a submission. */
export const MAX_QUESTION_ID_LENGTH = 64;
/** Most guest entries read from the browser's local storage. */
export const MAX_GUEST_ENTRIES = 500;

// ---------- Progress record ----------
/** Longest vocabulary or reflection key kept in the progress record. */
export const MAX_PROGRESS_KEY_LENGTH = 120;
/** Recent activity on the dashboard shows this many modules. */
export const RECENT_ACTIVITY_COUNT = 5;
/** The achievement gallery on the dashboard shows this many badges. */
export const ACHIEVEMENT_GALLERY_COUNT = 12;

// ---------- Feedback (badge variants and toasts) ----------
/** Completion toast tiers: 100 perfect, 80–99 great, 60–79 well done, below keep learning. */
export const GREAT_SCORE = 80;
export const WELL_DONE_SCORE = PASS_SCORE;
export const PERFECT_TOAST_MS = 4000;
export const GREAT_TOAST_MS = 3000;
export const WELL_DONE_TOAST_MS = 3000;
export const KEEP_LEARNING_TOAST_MS = 4000;
/** Classic results badge: default at 80+, secondary at 60+, destructive otherwise. */
export const RESULTS_DEFAULT_SCORE = 80;
export const RESULTS_SECONDARY_SCORE = PASS_SCORE;
/** Recent-activity badge: default at 90+, secondary at 70+, outline otherwise. */
export const ACTIVITY_DEFAULT_SCORE = 90;
export const ACTIVITY_SECONDARY_SCORE = 70;

// ---------- Time ----------
export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;
/** Longest time-zone name accepted (IANA names are far shorter). */
export const MAX_TIME_ZONE_LENGTH = 64;
/** Time-zone formatters cached before the cache is cleared. */
export const TIME_ZONE_CACHE_LIMIT = 1000;

// ---------- Learner text ----------
/** Longest name (username) an account can have, in characters. */
export const MAX_NAME_LENGTH = 30;
/** Longest reflection a learner can save, in characters. */
export const MAX_REFLECTION_LENGTH = 2000;

/** Password length, the same for sign-up, reset, change and set (Better Auth enforces it too). */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

// ---------- Spaced review (issue 24) ----------
/** Cards one practice session asks at most. */
export const PRACTICE_SESSION_SIZE = 10;
/** Days the forecast on /progress shows, today first. */
export const FORECAST_DAYS = 7;
/** The longest a card may wait, so a well-known question still comes back within a school year. */
export const MAX_INTERVAL_DAYS = 180;
/** Attempts one review answer may carry: every option of the largest question, then the right one. */
export const MAX_REVIEW_ATTEMPTS = 8;

// ---------- Island checks (issue 24, part 2) ----------
/** Questions in the warm-up check before an island, asked again when it is finished. */
export const ISLAND_CHECK_SIZE = 5;
