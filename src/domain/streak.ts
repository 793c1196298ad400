import { z } from 'zod';
import { MAX_TIME_ZONE_LENGTH, MS_PER_DAY, TIME_ZONE_CACHE_LIMIT } from './constants';

/**
 * Streaks count the learner's LOCAL calendar days in their IANA time zone (stored with the profile).
 * Dates are 'YYYY-MM-DD' strings of that local calendar; day arithmetic on them ignores clocks, so
 * daylight-saving changes (23- or 25-hour days) never break or double a streak.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/u;

/** Day number (days since 1970-01-01) of a 'YYYY-MM-DD' date, or null when it is not a real date. */
function dayNumber(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return Math.round(ms / MS_PER_DAY);
}

/** A local calendar date 'YYYY-MM-DD' that exists (no 2023-02-29). */
export const localDateSchema = z
  .string()
  .regex(DATE_PATTERN, 'a date looks like 2024-05-31')
  .refine((date) => dayNumber(date) !== null, 'not a calendar date');
export type LocalDate = z.infer<typeof localDateSchema>;

export function isLocalDate(date: string): boolean {
  return dayNumber(date) !== null;
}

/** Days from a to b (b − a) for two local dates; throws RangeError on a malformed date. */
export function daysBetween(a: string, b: string): number {
  const from = dayNumber(a);
  const to = dayNumber(b);
  if (from === null || to === null) throw new RangeError(`not a local date: ${from === null ? a : b}`);
  return to - from;
}

// ---------- Time zones ----------

/** Formatters are costly to build; a few hundred zones (and spellings) are cached. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter giving numeric year, month, day and 24-hour clock hour in the zone; throws on a bad zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    if (formatters.size >= TIME_ZONE_CACHE_LIMIT) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Canonical names of valid zones, kept like `formatters`: every date computation asks, and resolvedOptions() allocates. */
const canonicalNames = new Map<string, string>();

/**
 * The canonical IANA name of a time zone (e.g. 'asia/taipei' → 'Asia/Taipei'), or null when it is not
 * an IANA zone. Fixed offsets such as '+08:00' are refused: they ignore daylight saving.
 */
export function canonicalTimeZone(timeZone: string): string | null {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > MAX_TIME_ZONE_LENGTH || /^[+-]/u.test(timeZone)) return null;
  const known = canonicalNames.get(timeZone);
  if (known) return known;
  try {
    const canonical = formatterFor(timeZone).resolvedOptions().timeZone;
    canonicalNames.set(timeZone, canonical);
    return canonical;
  } catch {
    return null;
  }
}

/** True for a time zone the platform knows by its IANA name (e.g. 'Asia/Taipei', 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== null;
}

function partsOf(instant: Date, timeZone: string): { year: string; month: string; day: string; hour: number } {
  if (Number.isNaN(instant.getTime())) throw new RangeError('invalid instant');
  if (!isValidTimeZone(timeZone)) throw new RangeError(`invalid time zone: ${timeZone}`);
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((part) => part.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day'), hour: Number(get('hour')) % 24 };
}

/**
 * Each zone's date at the last whole second asked about: a busy server asks "what day is it for this learner"
 * several times per request, and formatToParts allocates. Zone offsets are whole seconds, so two instants in the
 * same UTC second are on the same local date.
 */
const recentDates = new Map<string, { second: number; date: LocalDate }>();

/** The local calendar date 'YYYY-MM-DD' of an instant in a time zone; throws RangeError on a bad zone. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  const second = Math.floor(instant.getTime() / 1000);
  const recent = recentDates.get(timeZone);
  if (recent && recent.second === second) return recent.date;
  const { year, month, day } = partsOf(instant, timeZone);
  const date = `${year.padStart(4, '0')}-${month}-${day}`;
  if (recentDates.size >= TIME_ZONE_CACHE_LIMIT) recentDates.clear();
  recentDates.set(timeZone, { second, date });
  return date;
}

/** The local clock hour (0–23) of an instant in a time zone; throws RangeError on a bad zone. */
export function localHour(instant: Date, timeZone: string): number {
  return partsOf(instant, timeZone).hour;
}

// ---------- Streaks ----------

export interface StreakState {
  current: number;
  longest: number;
  /** Local date of the last study day; null before the first. */
  lastStudyDate: string | null;
}

/**
 * The streak after studying on `today` (a local date): no previous date → 1; the same day →
 * unchanged; the next calendar day → +1; any gap → 1. Longest is the maximum ever.
 * A `today` before the last study date (the learner moved west across time zones) changes nothing.
 * Throws RangeError when `today` is not a calendar date.
 */
export function nextStreak(state: StreakState, today: string): StreakState {
  if (!isLocalDate(today)) throw new RangeError(`not a local date: ${today}`);
  const last = state.lastStudyDate !== null && isLocalDate(state.lastStudyDate) ? state.lastStudyDate : null;
  let current: number;
  if (last === null) {
    current = 1;
  } else {
    const gap = daysBetween(last, today);
    if (gap <= 0) return { ...state, lastStudyDate: last };
    current = gap === 1 ? state.current + 1 : 1;
  }
  return { current, longest: Math.max(state.longest, current), lastStudyDate: today };
}

/**
 * The streak to show on `today`: the stored streak while it is still alive (last study today or
 * yesterday), else 0. Badges use the stored streak at the time of studying.
 */
export function liveStreak(state: StreakState, today: string): number {
  if (state.lastStudyDate === null || !isLocalDate(state.lastStudyDate) || !isLocalDate(today)) return 0;
  const gap = daysBetween(state.lastStudyDate, today);
  return gap <= 1 ? state.current : 0;
}
