import { useQueries, useQueryClient } from '@tanstack/react-query';
import { PartyPopper, Repeat } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PracticeAnswerOutcome, PracticeCard } from '../../../domain/practice-api';
import { PracticeForecast } from '../../components/practice/practice-forecast';
import { PRACTICE_SHARED_NS } from '../../components/practice/practice-i18n';
import { Button, buttonClasses } from '../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { moduleBodyQuery } from '../../lib/module-content';
import { usePageTitle } from '../../lib/page-title';
import { answerPracticeCard, usePractice } from '../../lib/practice';
import { PRACTICE_QUERY_KEY, PROGRESS_QUERY_KEY } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { lessonAndIsland, PracticeQuestion } from './practice-question';
import { PRACTICE_NS } from './practice-i18n';
import '../../i18n/page-strings';

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">{children}</div>;
}

/** A session: the cards due when it started, answered one by one; the summary once the last is saved. */
function Session({ cards, onDone }: { cards: readonly PracticeCard[]; onDone: (outcomes: PracticeAnswerOutcome[], skipped: number) => void }) {
  const { t } = useTranslation(PRACTICE_NS);
  const [index, setIndex] = useState(0);
  const [outcomes, setOutcomes] = useState<PracticeAnswerOutcome[]>([]);
  const [skipped, setSkipped] = useState(0);
  // Each lesson's questions come from its own chunk, as in the lesson (and cached after the first).
  const moduleIds = [...new Set(cards.map((card) => card.moduleId))];
  const bodies = useQueries({ queries: moduleIds.map(moduleBodyQuery) });
  const card = cards[index];
  if (!card) return null;
  const loaded = bodies[moduleIds.indexOf(card.moduleId)];
  const advance = (nextOutcomes: PracticeAnswerOutcome[], nextSkipped: number) => {
    if (index + 1 >= cards.length) onDone(nextOutcomes, nextSkipped);
    else setIndex(index + 1);
  };
  if (!loaded || loaded.isPending) {
    return (
      <p role="status" className="text-lg text-slate-700">
        {t('loading')}
      </p>
    );
  }
  if (!loaded.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-3xl border-2 border-amber-300 bg-amber-50 p-5">
        <p className="text-lg text-slate-900">{t('lessonMissing')}</p>
        <Button
          variant="outline"
          onClick={() => {
            setSkipped(skipped + 1);
            advance(outcomes, skipped + 1);
          }}
        >
          {t('skip')}
        </Button>
      </div>
    );
  }
  return (
    <PracticeQuestion
      key={card.id}
      card={card}
      body={loaded.data}
      position={index + 1}
      total={cards.length}
      save={answerPracticeCard}
      onAnswered={(outcome) => setOutcomes((list) => [...list, outcome])}
      onNext={() => advance(outcomes, skipped)}
    />
  );
}

function Summary({ cards, outcomes, onMore }: { cards: readonly PracticeCard[]; outcomes: readonly PracticeAnswerOutcome[]; onMore: () => void }) {
  const { t } = useTranslation(PRACTICE_NS);
  const language = useUiLanguage();
  const practice = usePractice();
  const islands = [...new Set(cards.filter((card) => outcomes.some((outcome) => outcome.cardId === card.id)).map((card) => lessonAndIsland(card.moduleId, language).island))];
  const firstTry = outcomes.filter((outcome) => outcome.outcome === 'right-first-try').length;
  const studyDay = outcomes.some((outcome) => outcome.studyDay);
  // Asked again after the session: until the answer is in, the old count would offer cards just answered.
  const settled = practice.data !== undefined && !practice.isFetching;
  const more = settled && (practice.data?.dueToday ?? 0) > 0;
  return (
    <section aria-labelledby="practice-summary" className="flex flex-col gap-5">
      <div className="flex flex-col items-start gap-3 rounded-3xl border-2 border-teal-200 bg-teal-50 p-6">
        <h2 id="practice-summary" className="flex items-center gap-2 text-2xl font-extrabold text-teal-900">
          <PartyPopper className="h-7 w-7" aria-hidden="true" />
          {t('summaryTitle')}
        </h2>
        <p className="text-lg text-slate-900">
          {t('summaryCount', { count: outcomes.length })} {t('summaryFirstTry', { count: firstTry })}
        </p>
        {islands.length > 0 ? <p className="text-slate-800">{t('summaryIslands', { islands: islands.join(language === 'en' ? ', ' : '、') })}</p> : null}
        {studyDay ? <p className="font-semibold text-teal-900">{t('studyDay')}</p> : null}
        {settled ? (
          <div className="flex flex-wrap gap-3">
            {more ? <Button onClick={onMore}>{t('more')}</Button> : null}
            <Link to="/progress" className={buttonClasses(more ? 'outline' : 'primary')}>
              {t('toProgress')}
            </Link>
          </div>
        ) : null}
      </div>
      {practice.data ? <PracticeForecast view={practice.data} /> : null}
    </section>
  );
}

export function PracticePage() {
  const { t } = useTranslation([PRACTICE_NS, PRACTICE_SHARED_NS, 'translation']);
  const { user } = useSession();
  const practice = usePractice();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<{ cards: PracticeCard[]; finished: PracticeAnswerOutcome[] | null } | null>(null);
  usePageTitle(t('title'));

  if (!user) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold text-slate-900">{t('signInTitle')}</h1>
        <p className="text-lg text-slate-700">{t('signInPrompt')}</p>
        <Link to="/auth" className={buttonClasses('primary')}>
          {t('signIn')}
        </Link>
      </section>
    );
  }

  const heading = (
    <header className="flex flex-col gap-2">
      <h1 className="flex items-center gap-3 text-3xl font-extrabold text-slate-900">
        <Repeat className="h-8 w-8 text-teal-700" aria-hidden="true" />
        {t('title')}
      </h1>
      <p className="text-lg text-slate-700">{t('intro')}</p>
    </header>
  );

  if (session) {
    return (
      <Shell>
        {heading}
        {session.finished ? (
          <Summary cards={session.cards} outcomes={session.finished} onMore={() => setSession(practice.data ? { cards: practice.data.cards, finished: null } : null)} />
        ) : (
          <Session
            cards={session.cards}
            onDone={(outcomes) => {
              setSession({ cards: session.cards, finished: outcomes });
              // The next due days and the streak changed on the server.
              void queryClient.invalidateQueries({ queryKey: PRACTICE_QUERY_KEY });
              void queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY });
            }}
          />
        )}
      </Shell>
    );
  }

  if (practice.isPending) {
    return (
      <Shell>
        {heading}
        <p role="status" className="text-lg text-slate-700">
          {t('loading')}
        </p>
      </Shell>
    );
  }
  if (practice.isError || !practice.data) {
    return (
      <Shell>
        {heading}
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-lg text-rose-800">{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => void practice.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </Shell>
    );
  }

  const view = practice.data;
  return (
    <Shell>
      {heading}
      {view.cards.length > 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-3xl border-2 border-amber-300 bg-amber-50 p-6">
          <p className="text-2xl font-bold text-slate-900">{t(`${PRACTICE_SHARED_NS}:dueToday`, { count: view.dueToday })}</p>
          <Button onClick={() => setSession({ cards: view.cards, finished: null })}>{t(`${PRACTICE_SHARED_NS}:start`)}</Button>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-3xl border-2 border-teal-200 bg-teal-50 p-6">
          <h2 className="text-2xl font-bold text-teal-900">{t('nothingTitle')}</h2>
          <p className="text-lg text-slate-800">{t('nothingBody')}</p>
          <Link to="/library" className={buttonClasses('primary')}>
            {t('toMap')}
          </Link>
        </div>
      )}
      <PracticeForecast view={view} />
    </Shell>
  );
}
