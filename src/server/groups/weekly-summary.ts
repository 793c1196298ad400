import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { getModuleMeta } from '../../content/catalogue-queries';
import { dueSummaryWeek, SUMMARY_DAYS, SUMMARY_QUESTIONS } from '../../domain/weekly-summary';
import type { Db } from '../db/database';
import { groupMembers, groups, profiles, quizResults, user } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { weeklySummaryEmail, type SummaryLine } from '../mail/templates';
import { needsHelp } from './group-store';

/** The token in a summary's "stop" link: only the server can make it, and it names one group. */
export function stopToken(secret: string, groupId: string): string {
  return createHmac('sha256', secret).update(`weekly-summary:${groupId}`).digest('base64url');
}

export function stopTokenMatches(secret: string, groupId: string, token: string): boolean {
  const expected = Buffer.from(stopToken(secret, groupId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Turns the weekly e-mail off from its link; false when the link is not one the server made. */
export async function stopWeeklySummary(db: Db, secret: string, groupId: string, token: string): Promise<boolean> {
  if (!stopTokenMatches(secret, groupId, token)) return false;
  await db.update(groups).set({ weeklySummary: false }).where(eq(groups.id, groupId));
  return true;
}

/** The lines of one group's summary: lessons finished in the last days, who has not played, what was missed. */
async function summaryLines(db: Db, ownerId: string, groupId: string, since: Date) {
  const [members, finished, active] = await Promise.all([
    db.select({ id: groupMembers.userId, nickname: user.name }).from(groupMembers).innerJoin(user, eq(user.id, groupMembers.userId)).where(eq(groupMembers.groupId, groupId)),
    db
      .select({ userId: quizResults.userId, moduleId: quizResults.moduleId })
      .from(quizResults)
      .innerJoin(groupMembers, and(eq(groupMembers.userId, quizResults.userId), eq(groupMembers.groupId, groupId)))
      .where(and(eq(quizResults.firstCompletion, true), gte(quizResults.completedAt, since))),
    db
      .selectDistinct({ userId: quizResults.userId })
      .from(quizResults)
      .innerJoin(groupMembers, and(eq(groupMembers.userId, quizResults.userId), eq(groupMembers.groupId, groupId)))
      .where(gte(quizResults.completedAt, since)),
  ]);
  const nickname = new Map(members.map((member) => [member.id, member.nickname]));
  const lessonsOf = new Map<string, string[]>();
  for (const row of finished) lessonsOf.set(row.userId, [...(lessonsOf.get(row.userId) ?? []), row.moduleId]);
  const title = (id: string, language: 'en' | 'zh-TW') => getModuleMeta(id)?.title[language] ?? id;
  const finishedLines: SummaryLine[] = [...lessonsOf.entries()].map(([userId, ids]) => ({
    en: `${nickname.get(userId) ?? ''}: ${ids.map((id) => title(id, 'en')).join(', ')}`,
    'zh-TW': `${nickname.get(userId) ?? ''}：${ids.map((id) => title(id, 'zh-TW')).join('、')}`,
  }));
  const played = new Set(active.map((row) => row.userId));
  const notPlayed = members.filter((member) => !played.has(member.id)).map((member) => member.nickname);
  const help = await needsHelp(db, ownerId, groupId);
  const missed: SummaryLine[] = help.questions.slice(0, SUMMARY_QUESTIONS).map((item) => ({
    en: `${title(item.moduleId, 'en')}: "${item.question.en}" (missed by ${item.missed} of ${item.tried})`,
    'zh-TW': `${title(item.moduleId, 'zh-TW')}：「${item.question['zh-TW']}」（${item.tried} 人中有 ${item.missed} 人答錯）`,
  }));
  return { finished: finishedLines, notPlayed, missed };
}

/**
 * Sends every weekly summary that is due. Each group's week is claimed with one conditional update before its
 * mail goes out, so with several server processes (or a restart mid-way) a summary is sent once.
 */
export async function sendWeeklySummaries(db: Db, mailer: Mailer, options: { secret: string; siteUrl: string; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  const wanted = await db
    .select({ id: groups.id, name: groups.name, ownerId: groups.ownerId, email: user.email, timeZone: profiles.timeZone, summaryWeek: groups.summaryWeek })
    .from(groups)
    .innerJoin(user, eq(user.id, groups.ownerId))
    .leftJoin(profiles, eq(profiles.userId, groups.ownerId))
    .where(eq(groups.weeklySummary, true));
  let sent = 0;
  for (const group of wanted) {
    const week = dueSummaryWeek(now, group.timeZone ?? 'UTC', group.summaryWeek);
    if (!week) continue;
    const claimed = await db
      .update(groups)
      .set({ summaryWeek: week })
      .where(and(eq(groups.id, group.id), eq(groups.weeklySummary, true), or(isNull(groups.summaryWeek), sql`${groups.summaryWeek} <> ${week}`)))
      .returning({ id: groups.id });
    if (claimed.length === 0) continue;
    const since = new Date(now.getTime() - SUMMARY_DAYS * 86_400_000);
    const lines = await summaryLines(db, group.ownerId, group.id, since);
    const teachUrl = `${options.siteUrl}/teach/${group.id}`;
    const stopUrl = `${options.siteUrl}/summary/stop?group=${group.id}&token=${stopToken(options.secret, group.id)}`;
    await mailer.send(weeklySummaryEmail(group.email, group.name, lines, teachUrl, stopUrl));
    sent += 1;
  }
  return sent;
}
