import { ArrowLeft, Lock, Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { categoriesOfIsland, getIslandByPath } from '../../../content/catalogue-queries';
import { ISLAND_DESCRIPTIONS } from '../../../content/island-descriptions';
import { IslandEmblem } from '../../components/art/island-emblem';
import { SignInDialog } from '../../components/auth/sign-in-dialog';
import { NotFoundPage } from '../../components/layout/not-found-page';
import { ModuleGrid } from '../../components/module-grid';
import { KeepIslandOffline } from '../../components/offline/keep-island-offline';
import { ProgressBar } from '../../components/progress-bar';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { featuredIsland } from '../../lib/featured-island';
import { useIslandStatuses } from '../../lib/island-status';
import { usePageTitle } from '../../lib/page-title';
import { useUnlockText } from '../../lib/unlock-text';
import { IslandCheckPanel } from './island-check-panel';

/** `/{island-path}`: one island's own page — its art, story, topics, progress, lock and lessons. */
export function IslandPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { pathname } = useLocation();
  const island = getIslandByPath(pathname);
  const { statuses, progress } = useIslandStatuses();
  const unlockText = useUnlockText();
  const [signInOpen, setSignInOpen] = useState(false);
  const featured = useMemo(() => featuredIsland().key, []);
  const status = statuses.find((candidate) => candidate.island.key === island?.key);

  usePageTitle(island ? island.title[language] : t('notFound.title'));

  if (!island || !status) return <NotFoundPage />;
  const lockReason = unlockText.reason(status.requirement);

  return (
    <div className="flex flex-col">
      <section className="bg-gradient-to-b from-sky-200 to-amber-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center">
          <IslandEmblem island={island.key} className="h-36 w-36 max-w-full shrink-0 self-center drop-shadow-md sm:h-44 sm:w-44" />
          <div className="flex flex-1 flex-col gap-3">
            <Link to="/library" className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-teal-800 underline-offset-4 hover:underline">
              <ArrowLeft className="h-5 w-5" aria-hidden="true" />
              {t('nav.library')}
            </Link>
            {island.key === featured ? (
              <p className="inline-flex items-center gap-1 self-start rounded-full bg-amber-300 px-3 py-1 text-sm font-bold text-amber-950">
                <Star className="h-4 w-4" aria-hidden="true" />
                {t('islands.monthly')}
              </p>
            ) : null}
            <h1 className="text-4xl font-extrabold text-slate-900">{island.title[language]}</h1>
            <p className="text-xl text-slate-800">{island.subtitle[language]}</p>
            <p className="max-w-3xl text-lg text-slate-700">{ISLAND_DESCRIPTIONS[island.key][language]}</p>
            <ProgressBar value={status.percent} label={t('islands.completedOf', { completed: status.completed, total: status.total })} className="max-w-md" />
            <p className="text-slate-700">{t('islands.completedOf', { completed: status.completed, total: status.total })}</p>
          </div>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
        {progress.signedIn ? <IslandCheckPanel island={island.key} /> : null}
        {lockReason ? (
          <div role="note" className="flex flex-wrap items-center gap-3 rounded-3xl border-2 border-slate-300 bg-white p-5">
            <Lock className="h-8 w-8 text-slate-700" aria-hidden="true" />
            <div className="flex-1">
              <h2 className="text-xl font-bold text-slate-900">{t('islands.locked')}</h2>
              <p className="text-slate-700">{lockReason}</p>
            </div>
            {!progress.signedIn ? (
              <button type="button" className={buttonClasses('primary')} onClick={() => setSignInOpen(true)}>
                {t('account.signIn')}
              </button>
            ) : status.previous ? (
              <Link to={status.previous.path} className={buttonClasses('outline')}>
                {t('home.visitIsland', { island: status.previous.title[language] })}
              </Link>
            ) : null}
          </div>
        ) : null}

        <section aria-labelledby="topics-title" className="flex flex-col gap-3">
          <h2 id="topics-title" className="text-2xl font-extrabold text-slate-900">
            {categoriesOfIsland(island.key)
              .map((category) => category.title[language])
              .join(' · ')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {island.topics.map((topic) => (
              <li key={topic.en} className="rounded-full bg-sky-100 px-3 py-1 text-sky-950">
                {topic[language]}
              </li>
            ))}
          </ul>
        </section>

        {status.unlocked && status.modules.length > 0 ? <KeepIslandOffline island={island.key} /> : null}

        <section aria-labelledby="lessons-title" className="flex flex-col gap-4">
          <h2 id="lessons-title" className="text-2xl font-extrabold text-slate-900">
            {t('islands.modules', { count: status.total })}
          </h2>
          {status.modules.length > 0 ? (
            <ModuleGrid island={island} modules={status.modules} progress={progress} unlocked={status.unlocked} lockReason={lockReason} />
          ) : (
            <p className="text-slate-700">{t('islands.comingSoon')}</p>
          )}
        </section>
      </div>
      <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
    </div>
  );
}
