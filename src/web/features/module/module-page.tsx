import { CloudUpload, Lock, SearchX } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { getIsland, isFreeModule } from '../../../content/catalogue-queries';
import { buttonClasses } from '../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { useIslandStatuses } from '../../lib/island-status';
import { useModuleContent } from '../../lib/module-content';
import { useReadingSettings } from '../../lib/reading-settings';
import { useIsModuleQueued } from '../../lib/quiz-outbox-status';
import { currentPath, signInPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { useUnlockText } from '../../lib/unlock-text';
import { ContinueCard } from './continue-card';
import { useLessonResume } from './lesson-resume';
import { loadAdventurePlayer, loadClassicPlayer, loadedAdventurePlayer, loadedClassicPlayer } from './lesson-prefetch';
import { MODULE_NS } from './module-i18n';
import { ReadAloudScope } from './read-aloud/read-aloud-controls';
import { usePageTitle } from '../../lib/page-title';

// Used only when the route's loader gave up waiting (slow connection): otherwise the player is already loaded.
const LazyAdventureQuest = lazy(() => loadAdventurePlayer().then((m) => ({ default: m.AdventureQuest })));
const LazyClassicModule = lazy(() => loadClassicPlayer().then((m) => ({ default: m.ClassicModule })));

/** The loaded players where the route's loader has them, else the lazy ones. */
function choosePlayers(moduleId: string) {
  return {
    moduleId,
    AdventureQuest: loadedAdventurePlayer()?.AdventureQuest ?? LazyAdventureQuest,
    ClassicModule: loadedClassicPlayer()?.ClassicModule ?? LazyClassicModule,
  };
}

function Centered({ children }: { children: React.ReactNode }) {
  return <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">{children}</section>;
}

function LessonSkeleton() {
  const { t } = useTranslation(MODULE_NS);
  return (
    <div role="status" aria-live="polite" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-10 w-2/3 animate-pulse rounded-xl bg-sky-100 motion-reduce:animate-none" />
      <div className="h-4 w-full animate-pulse rounded bg-sky-100 motion-reduce:animate-none" />
      <div className="h-64 w-full animate-pulse rounded-3xl bg-sky-100 motion-reduce:animate-none" />
    </div>
  );
}

/** `/module/:moduleId` and `/{island-path}/:moduleId`: decides what a learner may see, then shows the lesson in its format. */
export function ModulePage() {
  const { t } = useTranslation(MODULE_NS);
  const language = useUiLanguage();
  const { moduleId = '' } = useParams();
  // Chosen once per lesson: switching from the lazy player to the loaded one later would remount it mid-lesson.
  const [players, setPlayers] = useState(() => choosePlayers(moduleId));
  if (players.moduleId !== moduleId) setPlayers(choosePlayers(moduleId));
  const { AdventureQuest, ClassicModule } = players;
  const { user } = useSession();
  const content = useModuleContent(moduleId);
  const { statuses, isLoading: progressLoading } = useIslandStatuses();
  const unlockText = useUnlockText();
  // The learner's read-aloud speed, and whether a group's grown-up asked for questions to be read out (issue 28).
  const reading = useReadingSettings();
  const readAloud = useMemo(() => ({ rate: reading.settings.speechRate, autoReadQuestions: reading.autoReadQuestions }), [reading.settings.speechRate, reading.autoReadQuestions]);
  // After a reload the result screen is gone; this says the finished quiz is still kept and will be sent.
  // Only for a quiz finished on an earlier visit: one finished just now shows its own waiting card.
  const queued = useIsModuleQueued(user?.id ?? null, moduleId);
  const [arrival, setArrival] = useState({ moduleId, queued });
  if (arrival.moduleId !== moduleId) setArrival({ moduleId, queued });
  const showQueuedNotice = queued && arrival.queued;
  // Where this lesson was left midway, on this device or (signed in) another one (decision 027).
  const body = content.status === 'ready' ? content.body : null;
  const resume = useLessonResume({ moduleId, body, userId: user?.id ?? null, arrivedQueued: arrival.queued });
  // The card shows until the learner answers it (or finishes the lesson, which clears the position).
  const [cardFor, setCardFor] = useState<{ run: number; key: string } | null>(null);
  const resumeKey = `${moduleId}/${resume.initial?.updatedAt ?? ''}`;
  const showCard = resume.initial !== null && !(cardFor?.run === resume.run && cardFor.key === resumeKey);
  const onPlace = resume.report;
  const title = content.status === 'not-found' ? t('notFound') : content.meta.title[language];

  usePageTitle(title);

  if (content.status === 'not-found') {
    return (
      <Centered>
        <SearchX className="h-12 w-12 text-sky-700" aria-hidden="true" />
        <h1 className="text-3xl font-extrabold text-slate-900">{t('notFound')}</h1>
        <p className="text-lg text-slate-700">{t('notFoundBody')}</p>
        <Link to="/" className={buttonClasses('primary')}>
          {t('returnHome')}
        </Link>
      </Centered>
    );
  }

  const { meta } = content;
  const island = getIsland(meta.island);
  if (!user && !isFreeModule(meta.id)) {
    return (
      <Centered>
        <Lock className="h-12 w-12 text-amber-600" aria-hidden="true" />
        <h1 className="text-3xl font-extrabold text-slate-900">{t('signInRequired')}</h1>
        <p className="text-lg text-slate-700">{t('signInRequiredBody', { island: island.title[language] })}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={signInPath(currentPath())} className={buttonClasses('primary')}>
            {t('signIn')}
          </Link>
          <Link to="/seed-island" className={buttonClasses('outline')}>
            {t('exploreSeed')}
          </Link>
        </div>
      </Centered>
    );
  }

  const islandStatus = statuses.find((status) => status.island.key === meta.island);
  if (user && progressLoading) return <LessonSkeleton />;
  if (user && islandStatus && !islandStatus.unlocked) {
    const previous = islandStatus.previous;
    return (
      <Centered>
        <Lock className="h-12 w-12 text-slate-700" aria-hidden="true" />
        <h1 className="text-3xl font-extrabold text-slate-900">{t('islandLocked', { island: island.title[language] })}</h1>
        <p className="text-lg text-slate-700">{unlockText.reason(islandStatus.requirement)}</p>
        {previous ? (
          <Link to={previous.path} className={buttonClasses('primary')}>
            {t('goToIsland', { island: previous.title[language] })}
          </Link>
        ) : null}
      </Centered>
    );
  }

  if (content.status === 'loading' || (body && resume.status === 'loading')) return <LessonSkeleton />;
  if (content.status === 'error') {
    return (
      <Centered>
        <h1 className="text-2xl font-extrabold text-slate-900">{meta.title[language]}</h1>
        <p role="alert" className="text-lg text-slate-700">
          {t('loadError')}
        </p>
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          {t('retry')}
        </button>
      </Centered>
    );
  }

  const adventureResume =
    body?.format === 'adventure'
      ? { initial: resume.initial?.format === 'adventure' ? resume.initial : null, onPlace, onSubmitted: resume.finished }
      : undefined;
  const classicResume =
    body?.format === 'classic' ? { initial: resume.initial?.format === 'classic' ? resume.initial : null, onPlace, onSubmitted: resume.finished } : undefined;
  return (
    <>
      {showQueuedNotice ? (
        <div className="mx-auto w-full max-w-5xl px-4 pt-6">
          <p className="flex items-start gap-3 rounded-2xl bg-sky-50 p-4 text-lg text-sky-950 ring-2 ring-sky-200">
            <CloudUpload className="mt-0.5 h-6 w-6 shrink-0 text-sky-700" aria-hidden="true" />
            {t('waiting.queuedNotice')}
          </p>
        </div>
      ) : null}
      {showCard && resume.initial ? (
        <ContinueCard
          position={resume.initial}
          onContinue={() => setCardFor({ run: resume.run, key: resumeKey })}
          onStartAgain={() => {
            setCardFor(null);
            resume.startAgain();
          }}
        />
      ) : null}
      {/* Read-aloud speed and auto-read of quiz questions, for both formats; reading stops on leaving the lesson. */}
      <ReadAloudScope preferences={readAloud}>
        <Suspense fallback={<LessonSkeleton />}>
          {meta.format === 'adventure' ? (
            <AdventureQuest key={resume.run} meta={meta} body={body?.format === 'adventure' ? body : null} resume={adventureResume} />
          ) : (
            <ClassicModule key={resume.run} meta={meta} body={body?.format === 'classic' ? body : null} resume={classicResume} />
          )}
        </Suspense>
      </ReadAloudScope>
    </>
  );
}
