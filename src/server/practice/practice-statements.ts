import type { StatementText } from '../db/statement';

/**
 * The statements of today's practice and of an answer (issue 24), as text: review-store.ts runs them, and the
 * bench's direct-SQL limit (scripts/bench/practice-bench.ts) sends exactly these, by the same names.
 */
export const PRACTICE_STATEMENTS = {
  timeZone: { name: 'practice_time_zone', params: 1, text: 'SELECT time_zone FROM profiles WHERE user_id = $1' },
  /** The one indexed read a session needs: the most overdue live cards, bounded. */
  due: {
    name: 'practice_due',
    params: 3,
    text: 'SELECT id, module_id, question_id, answer_hash FROM review_cards WHERE user_id = $1 AND retired_at IS NULL AND due_day <= $2 ORDER BY due_day, id LIMIT $3',
  },
  perDay: {
    name: 'practice_per_day',
    params: 2,
    text: 'SELECT due_day, count(*)::int AS count FROM review_cards WHERE user_id = $1 AND retired_at IS NULL AND due_day <= $2 GROUP BY due_day',
  },
  /** The card, the learner's time zone and their streak, the card and the streak locked: one round trip. */
  card: {
    name: 'practice_card',
    params: 2,
    text: `SELECT c.id, c.module_id, c.question_id, c.answer_hash, c.practised_day, c.stability, c.difficulty, c.reps, c.lapses, c.state, c.scheduled_days,
  c.last_day, c.due_day, p.time_zone, up.current_streak, up.longest_streak, up.last_study_date
FROM review_cards c JOIN profiles p ON p.user_id = c.user_id JOIN user_progress up ON up.user_id = c.user_id
WHERE c.id = $1 AND c.user_id = $2 AND c.retired_at IS NULL FOR UPDATE OF c, up`,
  },
  reschedule: {
    name: 'practice_reschedule',
    params: 11,
    text: 'UPDATE review_cards SET stability = $2, difficulty = $3, reps = $4, lapses = $5, state = $6, scheduled_days = $7, last_day = $8, due_day = $9, practised_at = $10, practised_day = $11 WHERE id = $1',
  },
  /** Today's answers and what is still due, from the two partial indexes in one statement. */
  counts: {
    name: 'practice_counts',
    params: 2,
    text: `SELECT (count(*) FILTER (WHERE practised_day = $2))::int AS answered, (count(*) FILTER (WHERE retired_at IS NULL AND due_day <= $2))::int AS still_due
FROM review_cards WHERE user_id = $1 AND (practised_day = $2 OR (retired_at IS NULL AND due_day <= $2))`,
  },
  streak: {
    name: 'practice_streak',
    params: 4,
    text: 'UPDATE user_progress SET current_streak = $2, longest_streak = $3, last_study_date = $4 WHERE user_id = $1',
  },
} as const satisfies Record<string, StatementText>;
