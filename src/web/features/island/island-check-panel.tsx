import { useQueries, useQueryClient } from '@tanstack/react-query';
import { ClipboardCheck, LoaderCircle, PartyPopper } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { IslandKey } from '../../../content/schema/ids';
import type { CheckResult, IslandCheckOutcome } from '../../../domain/island-check-api';
import { checkKey, type CheckPhase, type CheckQuestion } from '../../../domain/island-check';
import { reviewQuestionOf, type ReviewAttempt } from '../../../domain/review-question';
import { BeforeAfter } from '../../components/island-check/before-after';
import { emptySelection, QuestionChoices, toAttempt, type Selection } from '../../components/practice/question-choices';
import { Button } from '../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { ISLAND_CHECKS_QUERY_KEY, submitIslandCheck, useIslandCheck } from '../../lib/island-checks';
import { moduleBodyQuery } from '../../lib/module-content';
import { ISLAND_CHECK_NS } from './island-check-i18n';

const CARD = 'flex flex-col gap-4 rounded-3xl border-2 p-5 shadow-sm sm:p-6';
// scroll-mt-24 keeps a focused heading clear of the sticky site header.
const HEADING_FOCUS = 'scroll-mt-24 rounded-md focus:outline-none focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-sky-600';

/**
 * The check itself: one question at a time, one try each, no hints and nothing said about right or wrong until the
 * end (it measures, it does not teach). Every answer goes to the server once, at the end, which grades them.
 */
function CheckRunner({ island, phase, questions, onDone }: { island: IslandKey; phase: CheckPhase; questions: readonly CheckQuestion[]; onDone: (outcome: IslandCheckOutcome) => void }) {
  const { t } = useTranslation(ISLAND_CHECK_NS);
  const language = useUiLanguage();
  const errorMessage = useApiErrorMessage();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, ReviewAttempt>>({});
  const [selection, setSelection] = useState<Selection | null>(null);
  const [status, setStatus] = useState<'answering' | 'saving' | 'failed'>('answering');
  const [failure, setFailure] = useState('');
  const headingId = useId();
  const moduleIds = [...new Set(questions.map((question) => question.moduleId))];
  const bodies = useQueries({
    queries: moduleIds.map(moduleBodyQuery),
  });
  const current = questions[index];
  const loaded = current ? bodies[moduleIds.indexOf(current.moduleId)] : undefined;
  const ready = loaded?.data !== undefined;
  // Each question (the first too: the child just pressed Start) takes the focus, so a reader hears it at once.
  useEffect(() => {
    if (ready) document.getElementById(headingId)?.focus();
  }, [headingId, index, ready]);
  if (!current || !loaded || loaded.isPending) {
    return (
      <p role="status" className="text-lg text-slate-700">
        {t('loading')}
      </p>
    );
  }
  const view = loaded.data ? reviewQuestionOf(loaded.data, current.questionId) : null;
  if (!view) {
    return (
      <p role="alert" className="text-lg text-rose-800">
        {t('loadFailed')}
      </p>
    );
  }
  const chosen = selection ?? emptySelection(view);
  const attempt = toAttempt(chosen);
  const isLast = index === questions.length - 1;

  async function save(all: Record<string, ReviewAttempt>) {
    setStatus('saving');
    try {
      onDone(await submitIslandCheck(island, phase, { answers: all }));
    } catch (caught) {
      setFailure(errorMessage(caught));
      setStatus('failed');
    }
  }

  function next() {
    if (attempt === null || status !== 'answering' || !current) return;
    const all = { ...answers, [checkKey(current)]: attempt };
    setAnswers(all);
    if (isLast) {
      void save(all);
      return;
    }
    setSelection(null);
    setIndex(index + 1);
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-semibold text-slate-700">{t('counter', { n: index + 1, total: questions.length })}</p>
      <h3 id={headingId} tabIndex={-1} className={`text-2xl font-bold leading-snug text-slate-900 ${HEADING_FOCUS}`}>
        {view.question[language]}
      </h3>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <fieldset disabled={status !== 'answering'} className="contents">
          <legend className="sr-only">{view.question[language]}</legend>
          <QuestionChoices key={checkKey(current)} question={view} selection={chosen} onChange={setSelection} disabled={status !== 'answering'} />
        </fieldset>
        {status === 'answering' ? (
          <Button type="submit" disabled={attempt === null} className="self-start">
            {isLast ? t('finish') : t('next')}
          </Button>
        ) : null}
      </form>
      <p className="text-slate-700">{t('noHints')}</p>
      {status === 'saving' ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <LoaderCircle className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {t('saving')}
        </p>
      ) : null}
      {status === 'failed' ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="font-semibold text-rose-800">{failure || t('saveFailed')}</p>
          <Button variant="outline" onClick={() => void save(answers)}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** What the child sees when a check is saved: what they knew, or before → after. */
function CheckResultCard({ phase, before, after, onClose }: { phase: CheckPhase; before: CheckResult | null; after: CheckResult | null; onClose: () => void }) {
  const { t } = useTranslation(ISLAND_CHECK_NS);
  const headingId = useId();
  useEffect(() => document.getElementById(headingId)?.focus(), [headingId]);
  return (
    <div className="flex flex-col items-start gap-3">
      <h3 id={headingId} tabIndex={-1} className={`flex items-center gap-2 text-2xl font-extrabold text-teal-900 ${HEADING_FOCUS}`}>
        <PartyPopper className="h-7 w-7 shrink-0 text-amber-600" aria-hidden="true" />
        {phase === 'before' ? t('knewTitle') : t('learnedTitle')}
      </h3>
      {phase === 'before' && before ? (
        <p className="text-lg text-slate-900">
          {before.correct === before.total ? t('knewAll', { total: before.total }) : before.correct === 0 ? t('knewNone') : t('knew', { correct: before.correct, total: before.total })}
        </p>
      ) : null}
      {phase === 'after' && before && after ? (
        <p className="flex flex-wrap items-center gap-x-3 text-2xl font-extrabold text-slate-900">
          <span>{t('resultBefore', { correct: before.correct, total: before.total })}</span>
          <span aria-hidden="true" className="text-teal-700">
            →
          </span>
          <span className="text-emerald-800">{t('resultAfter', { correct: after.correct, total: after.total })}</span>
        </p>
      ) : null}
      <Button onClick={onClose}>{t('done')}</Button>
    </div>
  );
}

/**
 * The island page's check (issue 24, part 2), for a signed-in learner: the warm-up card on an island they have not
 * finished, the same questions again once they have, and "Before → After" when both are taken. Nothing for a visitor.
 */
export function IslandCheckPanel({ island }: { island: IslandKey }) {
  const { t } = useTranslation(ISLAND_CHECK_NS);
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const query = useIslandCheck(island);
  const [running, setRunning] = useState<CheckPhase | null>(null);
  const [result, setResult] = useState<{ phase: CheckPhase; outcome: IslandCheckOutcome } | null>(null);
  const [skipping, setSkipping] = useState(false);
  const [skipError, setSkipError] = useState('');
  const titleId = useId();

  const view = query.data;
  if (!view) return null;

  const finish = (phase: CheckPhase, outcome: IslandCheckOutcome) => {
    setRunning(null);
    setResult({ phase, outcome });
    void client.invalidateQueries({ queryKey: ISLAND_CHECKS_QUERY_KEY });
  };

  async function skip() {
    setSkipping(true);
    setSkipError('');
    try {
      await submitIslandCheck(island, 'before', { skipped: true });
      await client.invalidateQueries({ queryKey: ISLAND_CHECKS_QUERY_KEY });
    } catch (caught) {
      setSkipError(errorMessage(caught));
    } finally {
      setSkipping(false);
    }
  }

  if (result) {
    return (
      <section aria-labelledby={titleId} className={`${CARD} border-emerald-300 bg-emerald-50`}>
        <h2 id={titleId} className="sr-only">
          {result.phase === 'before' ? t('warmTitle') : t('againTitle')}
        </h2>
        <CheckResultCard phase={result.phase} before={result.outcome.before} after={result.outcome.after} onClose={() => setResult(null)} />
      </section>
    );
  }

  if (running) {
    return (
      <section aria-labelledby={titleId} className={`${CARD} border-sky-300 bg-white`}>
        <h2 id={titleId} className="flex items-center gap-2 text-xl font-extrabold text-sky-900">
          <ClipboardCheck className="h-6 w-6 shrink-0" aria-hidden="true" />
          {running === 'before' ? t('warmTitle') : t('againTitle')}
        </h2>
        <CheckRunner island={island} phase={running} questions={view.questions} onDone={(outcome) => finish(running, outcome)} />
      </section>
    );
  }

  if (view.offer) {
    const before = view.offer === 'before';
    return (
      <section aria-labelledby={titleId} className={`${CARD} border-amber-300 bg-amber-50`}>
        <div className="flex items-start gap-3">
          <ClipboardCheck className="mt-1 h-8 w-8 shrink-0 text-amber-700" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <h2 id={titleId} className="text-xl font-extrabold text-slate-900">
              {before ? t('warmTitle') : t('afterTitle')}
            </h2>
            <p className="text-lg text-slate-800">{before ? t('warmBody', { count: view.questions.length }) : t('afterBody', { count: view.questions.length })}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setRunning(view.offer)}>{before ? t('start') : t('afterStart')}</Button>
          {before ? (
            <Button variant="outline" disabled={skipping} onClick={() => void skip()}>
              {t('skip')}
            </Button>
          ) : null}
        </div>
        {skipError ? (
          <p role="alert" className="font-semibold text-rose-800">
            {skipError}
          </p>
        ) : null}
      </section>
    );
  }

  if (!view.before || view.before.skipped) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-1 rounded-2xl border-2 border-teal-200 bg-white px-5 py-3">
      <h2 id={titleId} className="text-sm font-bold uppercase tracking-wide text-teal-800">
        {t('checkLabel')}
      </h2>
      <BeforeAfter before={view.before} after={view.after} />
    </section>
  );
}
