import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade } from 'ts-fsrs';
import { z } from 'zod';
import { FORECAST_DAYS, MAX_INTERVAL_DAYS, MS_PER_DAY, PRACTICE_SESSION_SIZE } from './constants';
import { daysBetween, localDate, type LocalDate } from './streak';

/**
 * Spaced review (issue 24, decision 024). Every question a learner missed on the first try becomes a card; the
 * FSRS algorithm (ts-fsrs) decides when it comes back. Days are the learner's local calendar days, as streaks:
 * a card is due on a day, never at a minute, and a card answered today is never due again today.
 */


/** What the child did with a question: this, not a self-assessment, is the rating. */
export type ReviewOutcome = 'right-first-try' | 'right-after-hints' | 'wrong';

/**
 * From the attempt that was first right (0-based; -1 never): right at once; right after one wrong try and its first
 * hint (a nudge); anything later, when the hints had narrowed it down or given it away, counts as not known.
 */
export function outcomeOf(firstCorrectAt: number): ReviewOutcome {
  if (firstCorrectAt === 0) return 'right-first-try';
  if (firstCorrectAt === 1) return 'right-after-hints';
  return 'wrong';
}

const RATING: Record<ReviewOutcome, Grade> = { 'right-first-try': Rating.Good, 'right-after-hints': Rating.Hard, wrong: Rating.Again };
export const ratingFor = (outcome: ReviewOutcome): Grade => RATING[outcome];

// Whole days only (no minute-long learning steps: a child practises once a day), no random fuzz (a parent can
// check the schedule), and a ceiling.
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false, maximum_interval: MAX_INTERVAL_DAYS }));

/** What the server stores of a card's memory. */
export const reviewMemorySchema = z.object({
  stability: z.number().nonnegative(),
  difficulty: z.number().nonnegative(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: z.number().int().min(0).max(3),
  /** Days the card was last given. */
  scheduledDays: z.number().int().nonnegative(),
  /** The local day it was last answered. */
  lastDay: z.string(),
  dueDay: z.string(),
});
export type ReviewMemory = z.infer<typeof reviewMemorySchema>;

/** The local date `days` after `day`. */
export function addDays(day: LocalDate, days: number): LocalDate {
  const base = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(base)) throw new RangeError(`not a local date: ${day}`);
  return new Date(base + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** A local day as the instant ts-fsrs counts from: its midnight in UTC, so elapsed time is whole local days. */
const dayInstant = (day: LocalDate) => new Date(Date.parse(`${day}T00:00:00Z`));

function toCard(memory: ReviewMemory): Card {
  return {
    due: dayInstant(memory.dueDay),
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: 0,
    scheduled_days: memory.scheduledDays,
    learning_steps: 0,
    reps: memory.reps,
    lapses: memory.lapses,
    state: memory.state as State,
    last_review: dayInstant(memory.lastDay),
  };
}

/**
 * A card after the learner answered it at `now` (null: a question just missed in a lesson, a new card). The next
 * due day is counted in whole local days from today, at least tomorrow.
 */
export function scheduleReview(memory: ReviewMemory | null, outcome: ReviewOutcome, now: Date, timeZone: string): ReviewMemory {
  const localToday = localDate(now, timeZone);
  // A learner who moved west may be "earlier" than their last answer: time never runs backwards for a card.
  const today = memory && daysBetween(memory.lastDay, localToday) < 0 ? memory.lastDay : localToday;
  // A card's memory changes at most once a day: a lesson replayed twice today, missed twice, is one lapse, not two.
  if (memory && memory.lastDay === today) return memory;
  const at = dayInstant(today);
  const card = memory && memory.state !== State.New ? toCard(memory) : createEmptyCard(at);
  const next = scheduler.next(card, at, ratingFor(outcome)).card;
  const days = Math.min(MAX_INTERVAL_DAYS, Math.max(1, next.scheduled_days));
  return {
    stability: next.stability,
    difficulty: next.difficulty,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    scheduledDays: days,
    lastDay: today,
    dueDay: addDays(today, days),
  };
}

/** Due on `today` (or overdue). */
export const isDue = (memory: Pick<ReviewMemory, 'dueDay'>, today: LocalDate) => daysBetween(memory.dueDay, today) >= 0;

/** Counts per day for the next FORECAST_DAYS days, today first; overdue cards count for today. */
export function forecast(dueDays: readonly { dueDay: string; count: number }[], today: LocalDate): { day: LocalDate; count: number }[] {
  const week = forecastDays(today);
  const days = week.map((day) => ({ day, count: 0 }));
  for (const { dueDay, count } of dueDays) {
    // 'YYYY-MM-DD' texts sort as the days do: anything overdue is today's.
    const slot = dueDay <= today ? days[0] : days[week.indexOf(dueDay)];
    if (slot) slot.count += count;
  }
  return days;
}

/** The forecast's days of the todays asked about lately: the same few for every request of a day (one per time zone's date). */
const recentWeeks = new Map<LocalDate, readonly LocalDate[]>();
const RECENT_WEEKS_LIMIT = 16;

/** Today and the FORECAST_DAYS - 1 days after it: the forecast's days, and its last one the bound of its read. */
export function forecastDays(today: LocalDate): readonly LocalDate[] {
  const known = recentWeeks.get(today);
  if (known) return known;
  const week = Array.from({ length: FORECAST_DAYS }, (_, index) => addDays(today, index));
  if (recentWeeks.size >= RECENT_WEEKS_LIMIT) recentWeeks.clear();
  recentWeeks.set(today, week);
  return week;
}

/**
 * Up to `size` cards, mixed: one from each lesson in turn (in the order given, most overdue first), so a session is
 * not ten questions of one lesson.
 */
export function mixByLesson<T extends { moduleId: string }>(cards: readonly T[], size: number = PRACTICE_SESSION_SIZE): T[] {
  const byLesson = new Map<string, T[]>();
  for (const card of cards) {
    const list = byLesson.get(card.moduleId);
    if (list) list.push(card);
    else byLesson.set(card.moduleId, [card]);
  }
  const queues = [...byLesson.values()];
  const mixed: T[] = [];
  while (mixed.length < size && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) mixed.push(next);
      if (mixed.length >= size) break;
    }
  }
  return mixed;
}

/**
 * Whether practising today makes it a study day for the streak: the learner answered a whole session's worth, or
 * everything that was due. Counted by the server from its own records, so it cannot be claimed.
 */
export function practiceCountsAsStudyDay(answeredToday: number, stillDue: number): boolean {
  return answeredToday >= PRACTICE_SESSION_SIZE || (answeredToday > 0 && stillDue === 0);
}
