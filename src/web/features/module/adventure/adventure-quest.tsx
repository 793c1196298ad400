import { BookOpen, BookText, Construction, MessageSquareQuote, Puzzle, ScrollText, Trophy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { getIsland } from '../../../../content/catalogue-queries';
import type { ModuleMeta } from '../../../../content/schema/catalogue';
import type { AdventureBody } from '../../../../content/schema/module-body';
import type { AdventurePosition, AdventureQuizChoices, SentenceChoices } from '../../../../domain/lesson-position';
import type { QuizOutcome } from '../../../../domain/progress-api';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import type { SubmitResult } from '../../../lib/quiz-outbox';
import { useQuizSynced } from '../../../lib/quiz-outbox-status';
import { useSession } from '../../../lib/session';
import { MODULE_NS } from '../module-i18n';
import { WaitingToSync } from '../waiting-to-sync';
import { ADVENTURE_NS } from './adventure-i18n';
import { AdventureQuiz } from './adventure-quiz';
import { BackLinks, CompletionCard } from './completion-card';
import { ExamplesStep, StoryStep, TermsStep } from './content-steps';
import { QuestHeader, QuestProgress, QuestStepper } from './quest-header';
import { useStopReadingOnStepChange } from '../read-aloud/read-aloud-controls';
import { QuestSection } from './quest-parts';
import { isStepReachable, nextView, QUEST_STEPS } from './quest-steps';
import type { QuestStep, QuestView } from './quest-steps';
import { SentenceChallenge } from './sentence-challenge';
import type { LessonPlace } from '../lesson-resume';

const PAGE = 'mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10';

/** A module in the catalogue as adventure format whose body is not written yet. */
function NotUpgraded({ meta }: { meta: ModuleMeta }) {
  const { t } = useTranslation(ADVENTURE_NS);
  const language = useUiLanguage();
  const island = getIsland(meta.island);
  return (
    <div className={PAGE}>
      <QuestHeader meta={meta} island={island} />
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-amber-200/70">
        <Construction className="h-12 w-12 text-amber-600" aria-hidden="true" />
        <p className="text-xl font-bold text-slate-900">{t('notUpgraded')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={island.path} className={buttonClasses('primary')}>
            {t('backToIsland', { island: island.title[language] })}
          </Link>
          <Link to="/library" className={buttonClasses('outline')}>
            {t('backToLibrary')}
          </Link>
        </div>
      </div>
    </div>
  );
}


/** Where a left lesson continues, and where the player reports each move (decision 027). */
export type AdventureResume = {
  initial: AdventurePosition | null;
  onPlace: (place: LessonPlace) => void;
  /** The quiz was submitted (graded or waiting to sync): nothing more to continue. */
  onSubmitted: () => void;
};

function Quest({ meta, body, resume }: { meta: ModuleMeta; body: AdventureBody; resume?: AdventureResume }) {
  const { t } = useTranslation(ADVENTURE_NS);
  const { t: tModule } = useTranslation(MODULE_NS);
  const { user } = useSession();
  const island = getIsland(meta.island);
  const baseId = useId();
  const initial = resume?.initial ?? null;
  const [view, setView] = useState<QuestView>(initial?.step ?? 'story');
  const [done, setDone] = useState<ReadonlySet<QuestStep>>(() => new Set(initial?.done));
  // The choices in steps not done yet, as the steps report them (kept so a left lesson continues with them).
  const [sentenceChoices, setSentenceChoices] = useState<SentenceChoices | undefined>(initial?.choices.sentence);
  const [quizChoices, setQuizChoices] = useState<AdventureQuizChoices | undefined>(initial?.choices.quiz);
  const [result, setResult] = useState<SubmitResult | null>(null);
  // A quiz that waited on this device: its outcome, once the app has sent it.
  const [syncedOutcome, setSyncedOutcome] = useState<QuizOutcome | null>(null);
  useQuizSynced(result?.status === 'queued' ? result.idempotencyKey : null, setSyncedOutcome);
  const outcome = result?.status === 'graded' ? result.outcome : syncedOutcome;
  // Bumped by Retry: a new key gives the quiz a fresh start (no answers, no attempts, new timer).
  const [quizRun, setQuizRun] = useState(0);
  const firstView = useRef(true);
  const headingId = (item: QuestView) => `${baseId}-${item}-heading`;
  useStopReadingOnStepChange(view);
  const onPlace = resume?.onPlace;

  useEffect(() => {
    if (!onPlace || result !== null || view === 'complete') return;
    onPlace({
      format: 'adventure',
      step: view,
      done: QUEST_STEPS.filter((step) => done.has(step)),
      choices: { sentence: done.has('sentence') ? undefined : sentenceChoices, quiz: done.has('quiz') ? undefined : quizChoices },
    });
  }, [onPlace, result, view, done, sentenceChoices, quizChoices]);

  useEffect(() => {
    // Keyboard and screen-reader users land on the new step's heading instead of the button they pressed.
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    document.getElementById(`${baseId}-${view}-heading`)?.focus();
  }, [view, baseId]);

  function markDone(step: QuestStep) {
    setDone((previous) => (previous.has(step) ? previous : new Set(previous).add(step)));
  }

  function completeStep(step: QuestStep) {
    markDone(step);
    setView(nextView(step));
  }

  function finishQuiz(submitted: SubmitResult) {
    resume?.onSubmitted();
    setResult(submitted);
    markDone('quiz');
    setView('complete');
  }

  function retry() {
    setResult(null);
    setSyncedOutcome(null);
    setDone((previous) => {
      const next = new Set(previous);
      next.delete('quiz');
      return next;
    });
    setQuizRun((run) => run + 1);
    setView('quiz');
  }

  function select(item: QuestView) {
    if (item === 'complete' ? result !== null : isStepReachable(item, done)) setView(item);
  }

  const mounted = (step: QuestStep) => isStepReachable(step, done);

  return (
    <div className={PAGE}>
      <QuestHeader meta={meta} island={island} />
      <QuestProgress doneCount={done.size} />
      <QuestStepper view={view} done={done} completeReachable={result !== null} onSelect={select} />

      <QuestSection headingId={headingId('story')} title={t('storyHeading')} icon={<BookOpen className="h-6 w-6" />} active={view === 'story'}>
        <StoryStep paragraphs={body.storyIntro} onComplete={() => completeStep('story')} />
      </QuestSection>

      {mounted('definitions') ? (
        <QuestSection headingId={headingId('definitions')} title={t('termsHeading')} icon={<BookText className="h-6 w-6" />} active={view === 'definitions'}>
          <TermsStep moduleId={meta.id} definitions={body.definitions} onComplete={() => completeStep('definitions')} />
        </QuestSection>
      ) : null}

      {mounted('examples') ? (
        <QuestSection headingId={headingId('examples')} title={t('examplesHeading')} icon={<MessageSquareQuote className="h-6 w-6" />} active={view === 'examples'}>
          <ExamplesStep examples={body.examples} onComplete={() => completeStep('examples')} />
        </QuestSection>
      ) : null}

      {mounted('sentence') ? (
        <QuestSection headingId={headingId('sentence')} title={t('sentenceHeading')} icon={<Puzzle className="h-6 w-6" />} active={view === 'sentence'}>
          <SentenceChallenge moduleId={body.id} frames={body.sentenceBuilder.frames} initial={initial?.choices.sentence} onChoices={onPlace ? setSentenceChoices : undefined} onFinished={() => markDone('sentence')} onComplete={() => completeStep('sentence')} />
        </QuestSection>
      ) : null}

      {mounted('quiz') ? (
        <QuestSection headingId={headingId('quiz')} title={t('quizHeading')} icon={<ScrollText className="h-6 w-6" />} active={view === 'quiz'}>
          <AdventureQuiz key={quizRun} meta={meta} body={body} active={view === 'quiz'} initial={quizRun === 0 ? initial?.choices.quiz : undefined} onChoices={onPlace ? setQuizChoices : undefined} onFinished={finishQuiz} onShowTreasure={() => setView('complete')} />
        </QuestSection>
      ) : null}

      {result ? (
        <QuestSection headingId={headingId('complete')} title={t('completeHeading')} icon={<Trophy className="h-6 w-6" />} active={view === 'complete'}>
          {outcome ? (
            <>
              {result.status === 'queued' ? (
                <p role="status" className="mb-4 rounded-2xl bg-teal-50 p-3 text-lg font-bold text-teal-900 ring-1 ring-teal-200">
                  {tModule('waiting.synced')}
                </p>
              ) : null}
              <CompletionCard meta={meta} body={body} island={island} outcome={outcome} signedIn={user !== null} onRetry={retry} />
            </>
          ) : (
            <WaitingToSync>
              <p className="text-lg text-slate-800">{tModule('waiting.allAnswered', { count: body.quiz5.length })}</p>
              <BackLinks island={island} />
            </WaitingToSync>
          )}
        </QuestSection>
      ) : null}
    </div>
  );
}

/** The adventure-quest module page (spec.md §2): story, key terms, examples, sentences, quiz, then the treasure. */
export function AdventureQuest({ meta, body, resume }: { meta: ModuleMeta; body: AdventureBody | null; resume?: AdventureResume }) {
  // A new module (or a new body) starts a new quest: nothing carries over from the last one.
  return body ? <Quest key={meta.id} meta={meta} body={body} resume={resume} /> : <NotUpgraded meta={meta} />;
}
