import { Lock } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { categoriesOfIsland } from '../../../content/catalogue-queries';
import { ISLAND_DESCRIPTIONS } from '../../../content/island-descriptions';
import { ISLANDS } from '../../../content/islands';
import type { IslandKey } from '../../../content/schema/ids';
import { IslandEmblem } from '../../components/art/island-emblem';
import { SignInDialog } from '../../components/auth/sign-in-dialog';
import { ModuleGrid } from '../../components/module-grid';
import { OfflineNote } from '../../components/offline/offline-note';
import { WaitingMark } from '../../components/offline/waiting-mark';
import { ProgressBar } from '../../components/progress-bar';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { featuredIsland } from '../../lib/featured-island';
import { useIslandStatuses, type IslandStatus } from '../../lib/island-status';
import { useUnlockText } from '../../lib/unlock-text';
import { SuggestionBanner } from '../../components/groups/suggestion-banner';
import { LIBRARY_NS } from './library-i18n';
import { LibraryMap } from './library-map';
import { usePageTitle } from '../../lib/page-title';

function isIslandKey(value: string | null): value is IslandKey {
  return ISLANDS.some((island) => island.key === value);
}

function IslandSummary({ status }: { status: IslandStatus }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { island, total, completed, percent } = status;
  const lockReason = useUnlockText().reason(status.requirement);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <IslandEmblem island={island.key} className="h-14 w-14 shrink-0" />
      <div className="min-w-48 flex-1">
        <h2 className="text-2xl font-extrabold text-slate-900">
          <Link to={island.path} className="rounded underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600">
            {island.title[language]}
          </Link>
        </h2>
        <p className="text-slate-700">
          {t('islands.modules', { count: total })} · {t('islands.completedOf', { completed, total })}
          {status.waiting > 0 ? <WaitingMark className="ml-2 align-middle" /> : null}
        </p>
        <ProgressBar value={percent} label={`${island.title[language]}: ${t('islands.completedOf', { completed, total })}`} className="mt-2 max-w-md" />
        {lockReason ? (
          <p className="mt-2 flex items-start gap-2 font-semibold text-slate-800">
            <Lock className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" aria-hidden="true" />
            <span>
              <span className="sr-only">{t('islands.locked')}: </span>
              {lockReason}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Room a section may take before it is laid out: a generous guess (never less than it needs, so nothing overlaps). */
const SECTION_HEADER_REM = 9;
const SECTION_ROW_REM = 22;

/**
 * One island's list of lessons, laid out and painted only near the screen: the 14 lists hold some 4,000
 * elements, most far below the fold (issue 7: they cost the library hundreds of ms of blocking time).
 * Until then it takes the room its rows (1, 2 or 3 columns, as ModuleGrid) would need, rounded up.
 */
function IslandListSection({ count, children }: { count: number; children: ReactNode }) {
  const rows = (columns: number) => `${SECTION_HEADER_REM + Math.ceil(count / columns) * SECTION_ROW_REM}rem`;
  const style = { '--room-1': rows(1), '--room-2': rows(2), '--room-3': rows(3) } as CSSProperties;
  return (
    <section
      style={style}
      className="flex flex-col gap-4 [contain-intrinsic-size:auto_var(--room-1)] [content-visibility:auto] sm:[contain-intrinsic-size:auto_var(--room-2)] lg:[contain-intrinsic-size:auto_var(--room-3)]"
    >
      {children}
    </section>
  );
}

export function LibraryPage() {
  const { t } = useTranslation(LIBRARY_NS);
  const language = useUiLanguage();
  const { statuses, progress, isRefreshFailing } = useIslandStatuses();
  const unlockText = useUnlockText();
  const [params, setParams] = useSearchParams();
  const [signInOpen, setSignInOpen] = useState(false);
  const monthly = useMemo(() => featuredIsland().key, []);
  const selectedKey = params.get('island');
  const selected = isIslandKey(selectedKey) ? statuses.find((status) => status.island.key === selectedKey) : undefined;

  usePageTitle(t('title'));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="max-w-3xl text-lg text-slate-700">{t('intro')}</p>
      </header>

      <OfflineNote subject="progress" refreshFailed={isRefreshFailing} mentionSync={progress.signedIn} />

      <SuggestionBanner />

      <LibraryMap
        statuses={statuses}
        selected={selected?.island.key ?? null}
        signedIn={progress.signedIn}
        monthly={monthly}
        onSelect={(island) => setParams({ island }, { preventScrollReset: true })}
        onSignIn={() => setSignInOpen(true)}
      />

      {selected ? (
        <section aria-labelledby="spotlight-title" className="flex flex-col gap-5 rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm">
          <p className="sr-only" role="status">
            {t('selected', { island: selected.island.title[language] })}
          </p>
          <div className="flex flex-wrap items-start gap-4">
            <IslandEmblem island={selected.island.key} className="h-16 w-16 shrink-0" />
            <div className="flex-1">
              <h2 id="spotlight-title" className="text-2xl font-extrabold text-slate-900">
                {selected.island.title[language]}
              </h2>
              <p className="text-slate-700">{ISLAND_DESCRIPTIONS[selected.island.key][language]}</p>
            </div>
            <button type="button" className={buttonClasses('ghost', '', 'sm')} onClick={() => setParams({}, { preventScrollReset: true })}>
              {t('showAll')}
            </button>
          </div>
          {categoriesOfIsland(selected.island.key).map((category) => (
            <div key={category.id} className="rounded-2xl bg-sky-50 p-4">
              <h3 className="font-bold text-sky-950">{category.title[language]}</h3>
              <p className="text-slate-700">{category.description[language]}</p>
            </div>
          ))}
          {selected.unlocked ? null : (
            <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-50 p-4">
              <Lock className="h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
              <p className="flex-1 text-amber-950">{unlockText.reason(selected.requirement)}</p>
              {progress.signedIn ? null : (
                <button type="button" className={buttonClasses('primary', '', 'sm')} onClick={() => setSignInOpen(true)}>
                  {t('signIn')}
                </button>
              )}
            </div>
          )}
          <ModuleGrid island={selected.island} modules={selected.modules} progress={progress} unlocked={selected.unlocked} lockReason={unlockText.reason(selected.requirement)} />
          <Link to={selected.island.path} className="self-start font-semibold text-teal-800 underline underline-offset-4">
            {t('openIsland', { island: selected.island.title[language] })}
          </Link>
        </section>
      ) : (
        <section aria-labelledby="all-islands-title" className="flex flex-col gap-10">
          <h2 id="all-islands-title" className="sr-only">
            {t('allIslands')}
          </h2>
          {statuses
            .filter((status) => status.modules.length > 0)
            .map((status) => (
              <IslandListSection key={status.island.key} count={status.modules.length}>
                <IslandSummary status={status} />
                <ModuleGrid island={status.island} modules={status.modules} progress={progress} unlocked={status.unlocked} lockReason={unlockText.reason(status.requirement)} />
              </IslandListSection>
            ))}
        </section>
      )}
      <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
    </div>
  );
}
