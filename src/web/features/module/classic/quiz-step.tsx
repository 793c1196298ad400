import { ArrowLeft, ArrowRight, Check, RefreshCw, Send } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { getIsland } from '../../../../content/catalogue-queries';
import type { ModuleMeta } from '../../../../content/schema/catalogue';
import type { ClassicBody } from '../../../../content/schema/module-body';
import type { ClassicAnswer } from '../../../../domain/answers';
import type { ClassicQuizChoices } from '../../../../domain/lesson-position';
import type { QuizOutcome } from '../../../../domain/progress-api';
import { Button } from '../../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { useSubmitQuiz } from '../../../lib/progress';
import { useSession } from '../../../lib/session';
import { useQuizSynced } from '../../../lib/quiz-outbox-status';
import { MODULE_NS } from '../module-i18n';
import { WaitingToSync } from '../waiting-to-sync';
import { CLASSIC_NS } from './classic-i18n';
import { answeredCount, describeAnswer, isAnswered, type ClassicAnswers } from './quiz-answers';
import { QuizQuestion, QuestionText } from './quiz-question';
import { QuizResults } from './quiz-results';
import { StepPlaceholder } from './step-placeholder';

/** The server refuses a time over a day; a tab left open overnight should not make the save fail. */
const MAX_TIME_TAKEN_SECONDS = 24 * 60 * 60;

/** 'queued': the answers are kept on this device until the app can send them; the score comes after. */
type Phase = 'answering' | 'submitting' | 'error' | 'queued' | 'results';

type Props = {
  meta: ModuleMeta;
  body: ClassicBody | null;
  /** Reports the graded outcome, so the page can show completion and the perfect-score badge. */
  onOutcome: (outcome: QuizOutcome) => void;
  /** Complete Module: the quiz is done, move on to the reflection and the finish line. */
  onComplete: () => void;
  /** The quiz tab is the one on screen (tabs stay mounted while hidden): only then is a question read on arrival. */
  active?: boolean;
  /** Where the quiz was left: the question, the answers picked and the hints shown (decision 027). */
  initial?: ClassicQuizChoices;
  /** Each change, for continuing later; never a grade (the server grades at submission). */
  onChoices?: (choices: ClassicQuizChoices) => void;
  /** The answers were sent, or kept on this device to be sent. */
  onSubmitted?: () => void;
};

export function QuizStep({ meta, body, onOutcome, onComplete, active = true, initial, onChoices, onSubmitted }: Props) {
  const { t } = useTranslation(CLASSIC_NS);
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-extrabold text-teal-950">{t('quiz.heading')}</h2>
      {body && body.quiz.length > 0 ? (
        <QuizRunner meta={meta} body={body} onOutcome={onOutcome} onComplete={onComplete} active={active} initial={initial} onChoices={onChoices} onSubmitted={onSubmitted} />
      ) : (
        <StepPlaceholder message={t('quiz.placeholder')} />
      )}
    </div>
  );
}

function QuizRunner({ meta, body, onOutcome, onComplete, active = true, initial, onChoices, onSubmitted }: Props & { body: ClassicBody }) {
  const { t } = useTranslation(CLASSIC_NS);
  const language = useUiLanguage();
  const submitQuiz = useSubmitQuiz();
  const { user } = useSession();
  const questions = body.quiz;
  const total = questions.length;

  const start = initial && initial.index < total ? initial : undefined;
  const [index, setIndex] = useState(start?.index ?? 0);
  const [answers, setAnswers] = useState<ClassicAnswers>(() => start?.answers ?? {});
  const [hints, setHints] = useState<Record<string, number>>(() => start?.hints ?? {});
  const [phase, setPhase] = useState<Phase>('answering');
  useEffect(() => {
    if (phase === 'answering' || phase === 'error') onChoices?.({ index, answers, hints });
  }, [onChoices, phase, index, answers, hints]);
  const [outcome, setOutcome] = useState<QuizOutcome | null>(null);
  const [queuedKey, setQueuedKey] = useState<string | null>(null);
  // Timed from the first answer, not from page load: the quiz tab is mounted before the learner opens it.
  const startedAt = useRef<number | null>(null);
  // A ref, not state: a fast double tap lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  const questionHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const waitingHeading = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<'question' | 'results' | 'waiting' | null>(null);
  useEffect(() => {
    // Moving focus to the new heading tells screen-reader users where they are after Next, Submit or Retry.
    if (focusTarget === 'question') questionHeading.current?.focus();
    if (focusTarget === 'results') resultsHeading.current?.focus();
    if (focusTarget === 'waiting') waitingHeading.current?.focus();
  }, [focusTarget, index]);

  useQuizSynced(phase === 'queued' ? queuedKey : null, (synced) => {
    // The score replaces 'waiting'; focus follows only if it was on the card that goes away.
    const active = document.activeElement;
    const focusWasHere = active === document.body || active === waitingHeading.current;
    setOutcome(synced);
    setPhase('results');
    if (focusWasHere) setFocusTarget('results');
    onOutcome(synced);
  });

  const question = questions[index] ?? questions[0];
  if (!question) return null;
  const answered = answeredCount(questions, answers);
  const allAnswered = answered === total;
  const isLast = index === total - 1;
  const submitting = phase === 'submitting';

  function answer(value: ClassicAnswer) {
    if (!question) return;
    startedAt.current ??= Date.now();
    setAnswers((current) => ({ ...current, [question.id]: value }));
  }

  function goTo(next: number) {
    setIndex(Math.min(Math.max(next, 0), total - 1));
    setFocusTarget('question');
  }

  async function submit() {
    if (inFlight.current || !allAnswered) return;
    inFlight.current = true;
    setPhase('submitting');
    const seconds = startedAt.current === null ? 0 : Math.round((Date.now() - startedAt.current) / 1000);
    try {
      const result = await submitQuiz.mutateAsync({
        meta,
        body,
        submission: { format: 'classic', answers },
        timeTakenSeconds: Math.min(Math.max(seconds, 0), MAX_TIME_TAKEN_SECONDS),
      });
      onSubmitted?.();
      if (result.status === 'queued') {
        setQueuedKey(result.idempotencyKey);
        setPhase('queued');
        setFocusTarget('waiting');
        return;
      }
      setOutcome(result.outcome);
      setPhase('results');
      setFocusTarget('results');
      onOutcome(result.outcome);
    } catch {
      // The answers stay; the learner sends them again with one button.
      setPhase('error');
    } finally {
      inFlight.current = false;
    }
  }

  function retry() {
    setAnswers({});
    setHints({});
    setOutcome(null);
    setQueuedKey(null);
    setPhase('answering');
    startedAt.current = null;
    setIndex(0);
    setFocusTarget('question');
  }

  if (phase === 'results' && outcome) {
    return (
      <QuizResults
        ref={resultsHeading}
        questions={questions}
        answers={answers}
        outcome={outcome}
        language={language}
        island={getIsland(meta.island)}
        signedIn={user !== null}
        onRetry={retry}
        onComplete={onComplete}
      />
    );
  }

  if (phase === 'queued') return <KeptAnswers headingRef={waitingHeading} questions={questions} answers={answers} />;

  const submitHelpId = `quiz-submit-help-${meta.id}`;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 ref={questionHeading} tabIndex={-1} className="scroll-mt-24 rounded-md text-lg font-bold text-teal-900 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600">
            {t('quiz.questionOf', { current: index + 1, total })}
          </h3>
          <p className="text-base font-semibold text-slate-700">{t('quiz.answeredCount', { count: answered, total })}</p>
        </div>
        <div className="h-3 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div className="h-full rounded-full bg-teal-600 transition-[width] motion-reduce:transition-none" style={{ width: `${(answered / total) * 100}%` }} />
        </div>
        <nav aria-label={t('quiz.navigator')}>
          <ol className="flex flex-wrap gap-2">
            {questions.map((item, position) => {
              const done = isAnswered(answers[item.id]);
              const current = position === index;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => goTo(position)}
                    aria-current={current ? 'step' : undefined}
                    className={`relative grid h-11 w-11 place-items-center rounded-full border-2 text-base font-bold transition-colors motion-reduce:transition-none focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 ${
                      current ? 'border-teal-800 bg-teal-700 text-white' : done ? 'border-teal-600 bg-teal-50 text-teal-900' : 'border-slate-300 bg-white text-slate-700'
                    }`}
                  >
                    <span aria-hidden="true">{position + 1}</span>
                    {done ? (
                      <Check className="absolute -right-1 -top-1 h-5 w-5 rounded-full bg-emerald-600 p-0.5 text-white" aria-hidden="true" />
                    ) : null}
                    <span className="sr-only">
                      {t('quiz.goTo', { n: position + 1 })}, {t(done ? 'quiz.answered' : 'quiz.notAnswered')}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
      </div>

      <QuizQuestion
        key={question.id}
        moduleId={body.id}
        question={question}
        language={language}
        answer={answers[question.id]}
        onAnswer={answer}
        hintsShown={hints[question.id] ?? 0}
        active={active}
        onHint={() => setHints((current) => ({ ...current, [question.id]: Math.min((current[question.id] ?? 0) + 1, question.hintCycle?.length ?? 0) }))}
      />

      {phase === 'error' ? (
        <div role="alert" className="flex flex-col gap-3 rounded-2xl bg-rose-50 p-4 text-rose-900 ring-2 ring-rose-300 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold">{t('quiz.submitError')}</p>
          <Button variant="primary" onClick={() => void submit()}>
            <RefreshCw className="h-5 w-5" aria-hidden="true" />
            {t('quiz.sendAgain')}
          </Button>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <Button variant="neutral" onClick={() => goTo(index - 1)} disabled={index === 0}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          {t('quiz.previous')}
        </Button>
        {isLast ? (
          <div className="flex flex-col items-end gap-1">
            <Button variant="primary" onClick={() => void submit()} disabled={!allAnswered || submitting} aria-describedby={allAnswered ? undefined : submitHelpId}>
              <Send className="h-5 w-5" aria-hidden="true" />
              {submitting ? t('quiz.submitting') : t('quiz.submit')}
            </Button>
            {allAnswered ? null : (
              <p id={submitHelpId} className="text-sm text-slate-700">
                {t('quiz.answerAll')}
              </p>
            )}
          </div>
        ) : (
          <Button variant="primary" onClick={() => goTo(index + 1)}>
            {t('quiz.next')}
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}

/** One kept answer: inline, or (a multi question's several options) as a list. */
function KeptAnswer({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 1) {
    return (
      <p className="text-base text-slate-800">
        <span className="font-bold">{label}</span>
        {/* A full-width colon already carries its own space. */}
        {label.endsWith('：') ? '' : ' '}
        {items[0]}
      </p>
    );
  }
  return (
    <div className="text-base text-slate-800">
      <p className="font-bold">{label}</p>
      <ul className="mt-1 flex list-disc flex-col gap-1 pl-6">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** 'Waiting to sync': the learner's answers, kept on this device, without right or wrong (the server grades). */
function KeptAnswers({ headingRef, questions, answers }: { headingRef: Ref<HTMLHeadingElement>; questions: ClassicBody['quiz']; answers: ClassicAnswers }) {
  const { t } = useTranslation(CLASSIC_NS);
  const { t: tModule } = useTranslation(MODULE_NS);
  const language = useUiLanguage();
  const labels = { true: t('quiz.true'), false: t('quiz.false'), none: t('results.noAnswer') };
  const yourAnswer = t('results.yourAnswer');
  return (
    <WaitingToSync headingRef={headingRef}>
      <div>
        <h4 className="text-lg font-bold text-slate-900">{tModule('waiting.answersHeading')}</h4>
        <ol className="mt-2 flex flex-col gap-2">
          {questions.map((question, position) => (
            <li key={question.id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
              <p className="text-base font-bold text-slate-700">{tModule('waiting.questionN', { n: position + 1 })}</p>
              <p className="text-base text-slate-900">
                <QuestionText text={question.question[language]} blankLabel={t('quiz.blank')} />
              </p>
              <KeptAnswer label={yourAnswer} items={describeAnswer(question, answers[question.id], language, labels)} />
            </li>
          ))}
        </ol>
      </div>
    </WaitingToSync>
  );
}
