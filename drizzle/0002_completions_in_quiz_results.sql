-- Completions move from a JSON log in user_progress (capped at 400 entries, rewritten whole on every
-- completion) to the quiz_results row each completion already writes (docs/decisions/017).
ALTER TABLE "quiz_results" ADD COLUMN "first_completion" boolean;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD COLUMN "local_hour" smallint;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD COLUMN "local_date" date;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD COLUMN "island" text;--> statement-breakpoint
-- Each log entry was written in the same transaction as its result row, with the same instant
-- (completed_at = at), module and score: that pair is the match. Entries without a result row (none is known,
-- but a hand-made record could have some) become rows of their own, so nothing in a log is lost.
-- Equal (learner, module, instant, score) keys are paired in order, so no result row takes two entries.
WITH entries AS (
  SELECT up.user_id, e.n, e.entry->>'moduleId' AS module_id, (e.entry->>'at')::timestamptz AS at,
    (e.entry->>'localHour')::smallint AS local_hour, (e.entry->>'localDate')::date AS local_date,
    e.entry->>'island' AS island, (e.entry->>'score')::int AS score, (e.entry->>'firstCompletion')::boolean AS first_completion,
    row_number() OVER (PARTITION BY up.user_id, e.entry->>'moduleId', (e.entry->>'at')::timestamptz, (e.entry->>'score')::int ORDER BY e.n) AS k
  FROM "user_progress" up CROSS JOIN LATERAL jsonb_array_elements(up.completions) WITH ORDINALITY AS e(entry, n)
), results AS (
  SELECT id, user_id, module_id, completed_at, score,
    row_number() OVER (PARTITION BY user_id, module_id, completed_at, score ORDER BY id) AS k
  FROM "quiz_results"
), pairs AS (
  SELECT entries.*, results.id AS result_id
  FROM entries LEFT JOIN results ON results.user_id = entries.user_id AND results.module_id = entries.module_id
    AND results.completed_at = entries.at AND results.score = entries.score AND results.k = entries.k
), matched AS (
  UPDATE "quiz_results" q SET first_completion = pairs.first_completion, local_hour = pairs.local_hour,
    local_date = pairs.local_date, island = pairs.island
  FROM pairs WHERE q.id = pairs.result_id
)
INSERT INTO "quiz_results" (user_id, module_id, score, total_questions, answers, time_taken, idempotency_key, outcome,
  completed_at, first_completion, local_hour, local_date, island)
SELECT user_id, module_id, score, 0, '{}'::jsonb, 0, 'migrated-log:' || n, '{}'::jsonb, at, first_completion, local_hour,
  local_date, island
FROM pairs WHERE result_id IS NULL;--> statement-breakpoint
CREATE INDEX "quiz_results_user_first_idx" ON "quiz_results" USING btree ("user_id","completed_at") WHERE "quiz_results"."first_completion";--> statement-breakpoint
ALTER TABLE "user_progress" DROP COLUMN "completions";--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_completion_facts" CHECK (("quiz_results"."first_completion" IS NULL) = ("quiz_results"."local_hour" IS NULL) AND ("quiz_results"."first_completion" IS NULL) = ("quiz_results"."local_date" IS NULL) AND ("quiz_results"."first_completion" IS NULL) = ("quiz_results"."island" IS NULL));--> statement-breakpoint
-- The progress view shows each module's latest completion from this table (decision 013: every table the
-- view shows announces its changes). PostgreSQL folds equal notifications of one transaction into one.
CREATE TRIGGER quiz_results_progress_changed AFTER INSERT OR UPDATE OR DELETE ON "quiz_results"
  FOR EACH ROW EXECUTE FUNCTION notify_progress_changed();
