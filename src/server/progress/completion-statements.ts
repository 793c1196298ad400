import { SPEED_RUN_MODULES } from '../../domain/constants';
import type { StatementText } from '../db/statement';

/**
 * A completion as the events the badge rules read: the instant as JavaScript's toISOString writes it. `q` is the
 * quiz_results alias of the statement it is used in.
 */
export const COMPLETION_JSON = `json_build_object('moduleId', q.module_id, 'at', to_char(q.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'localHour', q.local_hour, 'localDate', q.local_date::text, 'island', q.island, 'score', q.score, 'firstCompletion', q.first_completion)`;

/**
 * The statements of a finished quiz (issue 20's bench target), as text: progress-store.ts, review-store.ts and
 * lesson-position-store.ts run them by name, and the bench's direct-SQL limit (scripts/bench/direct-completion.ts)
 * sends exactly these, by the same names, so the two cannot drift apart.
 */
export const COMPLETION_STATEMENTS = {
  /**
   * The learner's progress and profile rows locked until the transaction ends, with what a completion reads: owned
   * accessories, the outcome already stored under this idempotency key, and the first completions in Speed
   * Runner's window (through the partial index quiz_results_user_first_idx, whatever the learner's history).
   * $1 user, $2 idempotency key (or null), $3 the window's start.
   */
  lockAndRead: {
    name: 'completion_lock_and_read',
    params: 3,
    text: `SELECT up.completed_modules, up.module_scores, up.current_streak, up.longest_streak, up.last_study_date::text AS last_study_date,
  up.quiz_perfect_scores, up.vocab_mastered, up.saved_reflections, up.reflection_count, up.earned_badges, p.jewels, p.time_zone,
  ARRAY(SELECT accessory_id FROM user_inventory WHERE user_id = $1) AS owned,
  (SELECT outcome FROM quiz_results WHERE user_id = $1 AND idempotency_key = $2::text) AS previous,
  (SELECT coalesce(json_agg(r.entry ORDER BY r.completed_at), '[]'::json) FROM (SELECT q.completed_at, ${COMPLETION_JSON} AS entry
    FROM quiz_results q WHERE q.user_id = $1 AND q.first_completion AND q.completed_at >= $3::timestamptz
    ORDER BY q.completed_at DESC LIMIT ${SPEED_RUN_MODULES - 1}) r) AS recent
FROM user_progress up JOIN profiles p ON p.user_id = up.user_id
WHERE up.user_id = $1
FOR UPDATE OF up, p`,
  },
  /**
   * A completion's progress, gems, time zone and quiz result in one statement (data-modifying CTEs: PostgreSQL runs
   * every one). The result is not stored when its idempotency key is taken: `stored` is then 0 and the caller rolls
   * back, because the updates ran.
   */
  writeCompletion: {
    name: 'completion_write',
    params: 25,
    text: `WITH progress AS (UPDATE user_progress SET completed_modules = $2::jsonb, module_scores = $3::jsonb,
  current_streak = $4, longest_streak = $5, last_study_date = $6::date, quiz_perfect_scores = $7, vocab_mastered = $8::jsonb,
  saved_reflections = $9::jsonb, reflection_count = $10, earned_badges = $11::jsonb, updated_at = now() WHERE user_id = $1),
gems AS (UPDATE profiles SET jewels = $12, time_zone = coalesce($13::text, time_zone), updated_at = now() WHERE user_id = $1),
stored AS (INSERT INTO quiz_results (user_id, module_id, score, total_questions, answers, time_taken, idempotency_key, outcome, completed_at,
    first_completion, local_hour, local_date, island)
  VALUES ($1, $14, $15, $16, $17::jsonb, $18, $19, $20::jsonb, $21::timestamptz, $22::boolean, $23::smallint, $24::date, $25::text)
  ON CONFLICT DO NOTHING RETURNING 1)
SELECT count(*)::int AS stored FROM stored`,
  },
  /** The learner's review cards of one lesson, read after its quiz (issue 24). $1 user, $2 module. */
  reviewCardsOfLesson: {
    name: 'completion_review_cards',
    params: 2,
    text: `SELECT question_id, answer_hash, retired_at, stability, difficulty, reps, lapses, state, scheduled_days, last_day, due_day
FROM review_cards WHERE user_id = $1 AND module_id = $2`,
  },
  /** A submitted lesson's kept position goes with the same commit (decision 027). $1 user, $2 module. */
  clearLessonPosition: {
    name: 'completion_clear_position',
    params: 2,
    text: 'DELETE FROM lesson_positions WHERE user_id = $1 AND module_id = $2',
  },
} as const satisfies Record<string, StatementText>;
