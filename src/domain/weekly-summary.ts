import { localDate, localHour } from './streak';

/**
 * The weekly e-mail a grown-up can ask for about a group (issue 22): when it is due, in the grown-up's own
 * time zone, and which week it covers.
 */

/** Sent from Monday at this local hour (a grown-up reads it with the week ahead). */
export const SUMMARY_HOUR = 7;
/** The e-mail looks back this many days. */
export const SUMMARY_DAYS = 7;
/** How often the server checks whether a summary is due. */
export const SUMMARY_CHECK_MS = 15 * 60 * 1000;
/** Questions the e-mail lists from "needs help". */
export const SUMMARY_QUESTIONS = 3;

/** The ISO 8601 week of a calendar date ('2026-11-30' → '2026-W49'): weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeek(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  const weekday = utc.getUTCDay() || 7;
  // The Thursday of this week decides the year.
  utc.setUTCDate(utc.getUTCDate() + 4 - weekday);
  const weekYear = utc.getUTCFullYear();
  const week = Math.ceil(((utc.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

/** This week's label if its summary is due now and not sent yet, else null. Due from Monday SUMMARY_HOUR:00 on, any later day too (a server that was off on Monday still sends it). */
export function dueSummaryWeek(now: Date, timeZone: string, lastSentWeek: string | null): string | null {
  const today = localDate(now, timeZone);
  const week = isoWeek(today);
  if (week === lastSentWeek) return null;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const monday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 1;
  if (monday && localHour(now, timeZone) < SUMMARY_HOUR) return null;
  return week;
}

/** Weeks the group page's trend chart shows, this one last. */
export const TREND_WEEKS = 8;

/** The Monday of a calendar date's week, as a date ('2026-11-27' → '2026-11-23'). */
export function mondayOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  utc.setUTCDate(utc.getUTCDate() - ((utc.getUTCDay() + 6) % 7));
  return utc.toISOString().slice(0, 10);
}

/**
 * Lessons finished per week for the last `weeks` weeks up to the one holding `today`, oldest first: each week by
 * its Monday, and the local dates of the completions (each child's own calendar) counted into it.
 */
export function lessonsPerWeek(completionDates: readonly string[], today: string, weeks: number = TREND_WEEKS): { weekOf: string; lessons: number }[] {
  const thisMonday = mondayOf(today);
  const [year, month, day] = thisMonday.split('-').map(Number) as [number, number, number];
  const mondays = Array.from({ length: weeks }, (_, index) => new Date(Date.UTC(year, month - 1, day - 7 * (weeks - 1 - index))).toISOString().slice(0, 10));
  const counts = new Map(mondays.map((monday) => [monday, 0]));
  for (const date of completionDates) {
    const monday = mondayOf(date);
    const count = counts.get(monday);
    if (count !== undefined) counts.set(monday, count + 1);
  }
  return mondays.map((weekOf) => ({ weekOf, lessons: counts.get(weekOf) ?? 0 }));
}
