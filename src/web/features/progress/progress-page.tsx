import { Flame, Gem, Medal, Sticker, Target } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BADGES } from '../../../content/badges';
import { getIsland, getModuleMeta } from '../../../content/catalogue-queries';
import { MODULE_CATALOGUE } from '../../../content/module-catalogue';
import { galleryBadgeIds } from '../../../domain/achievement-gallery';
import { ACHIEVEMENT_GALLERY_COUNT } from '../../../domain/constants';
import { averageScore, overallProgress } from '../../../domain/progress';
import { recentActivityBadgeVariant } from '../../../domain/scoring-feedback';
import { IslandEmblem } from '../../components/art/island-emblem';
import { BadgeIcon } from '../../components/badge-icon';
import { BeforeAfter } from '../../components/island-check/before-after';
import { PracticePanel } from '../../components/practice/practice-panel';
import { OfflineNote } from '../../components/offline/offline-note';
import { OFFLINE_NS } from '../../components/offline/offline-i18n';
import { WaitingMark } from '../../components/offline/waiting-mark';
import { ProgressBar } from '../../components/progress-bar';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { useIslandStatuses } from '../../lib/island-status';
import { useMyIslandChecks } from '../../lib/island-checks';
import { useIsOnline } from '../../lib/online-status';
import { useSession } from '../../lib/session';
import { PROGRESS_NS } from './progress-i18n';
import { usePageTitle } from '../../lib/page-title';
import '../../i18n/page-strings';

const ACTIVITY_BADGE = {
  default: 'bg-emerald-700 text-white',
  secondary: 'bg-sky-100 text-sky-950',
  outline: 'border-2 border-slate-400 text-slate-800',
} as const;

function ProgressRing({ value }: { value: number }) {
  const radius = 28;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg viewBox="0 0 72 72" className="h-20 w-20 -rotate-90" aria-hidden="true">
      <circle cx="36" cy="36" r={radius} fill="none" stroke="#e2e8f0" strokeWidth="10" />
      <circle cx="36" cy="36" r={radius} fill="none" stroke="#059669" strokeWidth="10" strokeLinecap="round" strokeDasharray={circumference} strokeDashoffset={circumference * (1 - value / 100)} />
    </svg>
  );
}

function StatCard({ icon, title, value, detail }: { icon: React.ReactNode; title: string; value: string; detail: string }) {
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-3xl border-2 border-slate-200 bg-white p-5 shadow-sm">
      {icon}
      <div className="min-w-0">
        <h2 className="text-sm font-bold uppercase tracking-wide text-slate-600">{title}</h2>
        {/* The figure and what it counts are one statement: a big figure above its own paragraph reads as a heading. */}
        <p>
          <span className="block text-3xl font-extrabold text-slate-900">{value}</span>{' '}
          <span className="block text-sm text-slate-600">{detail}</span>
        </p>
      </div>
    </div>
  );
}

function Skeleton() {
  const { t } = useTranslation(PROGRESS_NS);
  return (
    <div role="status" className="mx-auto grid max-w-6xl gap-4 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-32 animate-pulse rounded-3xl bg-sky-100 motion-reduce:animate-none" />
      ))}
    </div>
  );
}

/** "What you learned": each island's warm-up check, and before → after once the island is finished (issue 24, part 2). */
function WhatYouLearned() {
  const { t } = useTranslation(PROGRESS_NS);
  const language = useUiLanguage();
  const checks = useMyIslandChecks().data?.islands.filter((item) => item.before && !item.before.skipped) ?? [];
  if (checks.length === 0) return null;
  return (
    <section aria-labelledby="learned" className="flex flex-col gap-4">
      <div>
        <h2 id="learned" className="text-2xl font-extrabold text-slate-900">
          {t('learnedTitle')}
        </h2>
        <p className="text-slate-700">{t('learnedIntro')}</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {checks.map((item) => {
          const island = getIsland(item.island);
          return (
            <li key={item.island} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm">
              <IslandEmblem island={item.island} className="h-10 w-10 shrink-0" />
              <div className="flex flex-col">
                <Link to={island.path} className="inline-flex min-h-11 items-center self-start font-bold text-teal-800 underline-offset-4 hover:underline">
                  {island.title[language]}
                </Link>
                <BeforeAfter before={item.before} after={item.after} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ProgressPage() {
  const { t } = useTranslation([PROGRESS_NS, 'translation']);
  const language = useUiLanguage();
  const { user } = useSession();
  const { statuses, progress, isLoading, isRefreshFailing } = useIslandStatuses();
  const online = useIsOnline();
  const [showAllBadges, setShowAllBadges] = useState(false);

  usePageTitle(t('translation:nav.progress'));

  if (!user) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold text-slate-900">{t('signInTitle')}</h1>
        <p className="text-lg text-slate-700">{t('translation:progress.signInPrompt')}</p>
        <Link to="/auth" className={buttonClasses('primary')}>
          {t('translation:account.signIn')}
        </Link>
      </section>
    );
  }
  if (!progress.view && !online) {
    // Offline before this learner's progress was ever kept on this device: say so, rather than load forever.
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
        <h1 className="text-3xl font-extrabold text-slate-900">{t('title')}</h1>
        <OfflineNote subject="progress" />
        <p className="text-lg text-slate-700">{t(`${OFFLINE_NS}:nothingSaved`)}</p>
      </div>
    );
  }
  if (isLoading || !progress.view) return <Skeleton />;

  const view = progress.view;
  const total = MODULE_CATALOGUE.length;
  // Lessons finished on this device and waiting to sync count as done (decision 028); the average stays the server's.
  const completedCount = progress.completedModules.length;
  const overall = overallProgress(completedCount, total);
  const pending = progress.pendingModules;
  const average = averageScore(view.moduleScores, view.completedModules);
  const earned = new Set(view.earnedBadges);
  const shownBadgeIds = new Set(galleryBadgeIds(BADGES.map((badge) => badge.id), view.earnedBadges, ACHIEVEMENT_GALLERY_COUNT, showAllBadges));
  const earnedBeyondFirst = BADGES.slice(ACHIEVEMENT_GALLERY_COUNT).filter((badge) => earned.has(badge.id)).length;
  // One sticker per completed lesson (its reward named on the completion card), in the map's order.
  const stickers = MODULE_CATALOGUE.filter((meta) => view.completedModules.includes(meta.id));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-4 py-2 font-bold text-amber-950">
          <Gem className="h-5 w-5" aria-hidden="true" />
          {t('gems', { count: view.gems })}
        </p>
      </header>

      <OfflineNote subject="progress" refreshFailed={isRefreshFailing} mentionSync />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard icon={<ProgressRing value={overall} />} title={t('overall')} value={`${overall}%`} detail={t('overallDetail', { completed: completedCount, total })} />
        <StatCard icon={<Target className="h-12 w-12 text-sky-700" aria-hidden="true" />} title={t('average')} value={`${average}%`} detail={t('averageDetail')} />
        <StatCard
          icon={<Flame className="h-12 w-12 text-orange-600" aria-hidden="true" />}
          title={t('streak')}
          value={t('streakDays', { count: view.currentStreak })}
          detail={t('longest', { count: view.longestStreak })}
        />
        <StatCard
          icon={<Medal className="h-12 w-12 text-amber-600" aria-hidden="true" />}
          title={t('badges')}
          value={String(view.earnedBadges.length)}
          detail={t('badgesDetail', { earned: view.earnedBadges.length, total: BADGES.length })}
        />
      </div>

      <PracticePanel />

      <section aria-labelledby="islands-progress" className="flex flex-col gap-4">
        <h2 id="islands-progress" className="text-2xl font-extrabold text-slate-900">
          {t('islandsTitle')}
        </h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {statuses.map((status) => (
            <li key={status.island.key} className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 shadow-sm">
              <IslandEmblem island={status.island.key} className="h-10 w-10 shrink-0" />
              <div className="min-w-0 flex-1 basis-32">
                <p className="flex flex-wrap justify-between gap-x-2 font-semibold text-slate-900">
                  <span>{status.island.title[language]}</span>
                  <span className="text-sm font-normal text-slate-600">{t('translation:islands.completedOf', { completed: status.completed, total: status.total })}</span>
                </p>
                {status.waiting > 0 ? <WaitingMark className="mb-1" /> : null}
                <ProgressBar value={status.percent} label={status.island.title[language]} />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <WhatYouLearned />

      <section aria-labelledby="gallery" className="flex flex-col gap-4">
        <h2 id="gallery" className="text-2xl font-extrabold text-slate-900">
          {t('galleryTitle')}
        </h2>
        {earnedBeyondFirst > 0 && !showAllBadges ? <p className="text-slate-700">{t('galleryBeyond', { count: earnedBeyondFirst, first: ACHIEVEMENT_GALLERY_COUNT })}</p> : null}
        <ul id="badge-gallery" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {BADGES.filter((badge) => shownBadgeIds.has(badge.id)).map((badge) => {
            const has = earned.has(badge.id);
            const secret = badge.type === 'hidden' && !has;
            return (
              <li
                key={badge.id}
                className={`flex flex-col items-center gap-2 rounded-3xl border-2 p-4 text-center ${has ? 'border-amber-300 bg-amber-50' : 'border-dashed border-slate-300 bg-slate-50'}`}
              >
                <BadgeIcon name={secret ? 'Secret' : badge.icon} className={`h-10 w-10 ${has ? 'text-amber-600' : 'text-slate-400'}`} />
                <h3 className="font-bold text-slate-900">{secret ? t('secret') : badge.name[language]}</h3>
                <p className="text-sm text-slate-700">{secret ? t('secretBody') : badge.condition[language]}</p>
                <p className={`text-xs font-bold uppercase ${has ? 'text-amber-800' : 'text-slate-600'}`}>{has ? t('earned') : t('notEarned')}</p>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          aria-expanded={showAllBadges}
          aria-controls="badge-gallery"
          onClick={() => setShowAllBadges((shown) => !shown)}
          className={buttonClasses('outline', 'self-start', 'sm')}
        >
          {showAllBadges ? t('showFewerBadges') : t('showAllBadges', { count: BADGES.length })}
        </button>
      </section>

      <section aria-labelledby="stickers" className="flex flex-col gap-4">
        <h2 id="stickers" className="text-2xl font-extrabold text-slate-900">
          {t('stickersTitle')}
        </h2>
        {stickers.length === 0 ? (
          <p className="text-slate-700">{t('stickersEmpty')}</p>
        ) : (
          <>
            <p className="text-slate-700">{t('stickersIntro', { count: stickers.length })}</p>
            {/* Two to a row on a phone, one when the text is too large for two (columns of at least 9 rem grow with it). */}
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,9rem),1fr))] gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {stickers.map((meta) => (
                <li key={meta.id} className="flex items-center gap-3 rounded-2xl border-2 border-teal-200 bg-teal-50 p-3">
                  <Sticker className="h-8 w-8 shrink-0 text-teal-700" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block font-bold text-slate-900">{meta.rewards.badgeName[language]}</span>
                    <span className="block text-sm text-slate-700">{meta.title[language]}</span>
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="recent" className="flex flex-col gap-4">
        <h2 id="recent" className="text-2xl font-extrabold text-slate-900">
          {t('recentTitle')}
        </h2>
        {pending.length > 0 ? (
          <ol className="flex flex-col gap-2" aria-label={t(`${OFFLINE_NS}:waiting`)}>
            {pending.map((moduleId) => {
              const meta = getModuleMeta(moduleId);
              return (
                <li key={moduleId} data-testid="recent-waiting" className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-dashed border-sky-300 bg-white p-3 shadow-sm">
                  {meta ? <IslandEmblem island={meta.island} className="h-10 w-10 shrink-0" /> : null}
                  <span className="min-w-0 flex-1 font-semibold text-slate-900">{meta ? meta.title[language] : moduleId}</span>
                  <WaitingMark />
                </li>
              );
            })}
          </ol>
        ) : null}
        {view.recent.length === 0 && pending.length > 0 ? null : view.recent.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-slate-700">{t('recentEmpty')}</p>
            <Link to="/seed-island" className={buttonClasses('primary', '', 'sm')}>
              {t('startLearning')}
            </Link>
          </div>
        ) : (
          <ol className="flex flex-col gap-2">
            {view.recent.map((item) => {
              const meta = getModuleMeta(item.moduleId);
              return (
                <li key={item.moduleId} className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 shadow-sm">
                  {meta ? <IslandEmblem island={meta.island} className="h-10 w-10 shrink-0" /> : null}
                  <span className="min-w-0 flex-1 font-semibold text-slate-900">{meta ? meta.title[language] : item.moduleId}</span>
                  <span className={`rounded-full px-3 py-1 text-sm font-bold ${ACTIVITY_BADGE[recentActivityBadgeVariant(item.score)]}`}>{t('score', { score: item.score })}</span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
