import { CircleCheck, Lightbulb, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { getIsland, getModuleMeta } from '../../../content/catalogue-queries';
import type { ModuleBody } from '../../../content/schema/module-body';
import { MAX_HINTS, MAX_REVIEW_ATTEMPTS } from '../../../domain/constants';
import { hintFor } from '../../../domain/hints';
import type { PracticeAnswerOutcome, PracticeCard } from '../../../domain/practice-api';
import { correctAnswerOf, isReviewAttemptCorrect, reviewQuestionOf, type ReviewAttempt, type ReviewQuestion } from '../../../domain/review-question';
import { emptySelection, QuestionChoices, toAttempt, type Selection } from '../../components/practice/question-choices';
import { Button } from '../../components/ui/button';
import { useTranslation, useUiLanguage, type UiLanguage } from '../../i18n/i18n';
import { PRACTICE_NS } from './practice-i18n';

const HEADING_FOCUS = 'focus:outline-none focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-sky-600 rounded-md';

/** Where a card's question comes from, for the child: the lesson and its island. */
export function lessonAndIsland(moduleId: string, language: UiLanguage): { lesson: string; island: string } {
  const meta = getModuleMeta(moduleId);
  const island = meta ? getIsland(meta.island) : undefined;
  return { lesson: meta?.title[language] ?? moduleId, island: island?.title[language] ?? '' };
}

function answerText(body: ModuleBody, question: ReviewQuestion, language: UiLanguage, t: (key: string) => string): string {
  const answer = correctAnswerOf(body, question.questionId);
  if (!answer) return '';
  if (answer.kind === 'bool') return answer.value ? t('answerTrue') : t('answerFalse');
  if (answer.kind === 'text') return answer.answers[language][0] ?? answer.answers.en[0] ?? '';
  return answer.indexes.map((index) => question.options[index]?.[language] ?? '').join(language === 'en' ? '; ' : '；');
}

type Status = 'answering' | 'saving' | 'saved' | 'failed';

/**
 * One practice card, asked as in its lesson: the same options in the same order, a hint after each wrong try, and
 * why the answer is right. When it is answered (or, with no hints left, shown) every try is sent once to the
 * server, which grades and schedules it.
 */
export function PracticeQuestion({
  card,
  body,
  position,
  total,
  onAnswered,
  onNext,
  save,
}: {
  card: PracticeCard;
  body: ModuleBody;
  position: number;
  total: number;
  onAnswered: (outcome: PracticeAnswerOutcome) => void;
  onNext: () => void;
  save: (cardId: string, attempts: readonly ReviewAttempt[]) => Promise<PracticeAnswerOutcome>;
}) {
  const { t } = useTranslation(PRACTICE_NS);
  const language = useUiLanguage();
  const question = reviewQuestionOf(body, card.questionId);
  const [selection, setSelection] = useState<Selection>(() => (question ? emptySelection(question) : { kind: 'indexes', indexes: [] }));
  const [attempts, setAttempts] = useState<ReviewAttempt[]>([]);
  const [status, setStatus] = useState<Status>('answering');
  const [done, setDone] = useState<'right' | 'shown' | null>(null);
  const headingId = useId();
  const resultId = useId();
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    document.getElementById(done ? resultId : headingId)?.focus();
  }, [done, headingId, resultId]);

  if (!question) return null;
  const from = lessonAndIsland(card.moduleId, language);
  const wrongCount = done === 'right' ? attempts.length - 1 : attempts.length;
  const hint = done ? null : hintFor(question.hints, wrongCount);
  const attempt = toAttempt(selection);
  const isLast = position === total;

  async function send(all: readonly ReviewAttempt[]) {
    setStatus('saving');
    try {
      const outcome = await save(card.id, all);
      setStatus('saved');
      onAnswered(outcome);
    } catch {
      setStatus('failed');
    }
  }

  function check() {
    if (!question || attempt === null || done) return;
    const next = [...attempts, attempt];
    setAttempts(next);
    if (isReviewAttemptCorrect(body, card.questionId, attempt)) {
      moved.current = true;
      setDone('right');
      void send(next);
      return;
    }
    // No hint left to help (or none at all): show the answer and why, rather than guess on.
    const outOfHelp = question.hints.length === 0 ? next.length >= MAX_HINTS : next.length >= MAX_REVIEW_ATTEMPTS;
    if (outOfHelp) {
      moved.current = true;
      setDone('shown');
      void send(next);
    }
  }

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-5 rounded-3xl border-2 border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm font-semibold text-slate-700">
        <span>{t('counter', { n: position, total })}</span>
        <span>{t('fromLesson', from)}</span>
      </div>
      <h2 id={headingId} tabIndex={-1} className={`text-2xl font-bold leading-snug text-slate-900 ${HEADING_FOCUS}`}>
        {question.question[language]}
      </h2>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <fieldset disabled={done !== null} className="contents">
          <legend className="sr-only">{question.question[language]}</legend>
          <QuestionChoices question={question} selection={selection} onChange={setSelection} disabled={done !== null} />
        </fieldset>
        {done ? null : (
          <Button type="submit" disabled={attempt === null} className="self-start">
            {t('check')}
          </Button>
        )}
      </form>
      <div aria-live="polite" aria-atomic="true">
        {hint ? (
          <div key={wrongCount} className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 text-slate-900">
            <p className="font-semibold text-amber-900">{t('tryAgain')}</p>
            <p className="mt-2 flex items-start gap-2 text-lg">
              <Lightbulb className="mt-1 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
              <span>
                <strong className="mr-2 font-bold text-amber-900">{t('hint', { n: hint.step, total: hint.total })}</strong>
                {hint.text[language]}
              </span>
            </p>
          </div>
        ) : !done && attempts.length > 0 ? (
          <p className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">{t('tryAgain')}</p>
        ) : null}
      </div>
      {done ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-teal-50 p-5 ring-1 ring-teal-200">
          <h3 id={resultId} tabIndex={-1} className={`flex items-center gap-2 text-xl font-bold text-teal-900 ${HEADING_FOCUS}`}>
            <CircleCheck className="h-6 w-6 shrink-0" aria-hidden="true" />
            {done === 'right' ? t('rightAnswer') : t('revealed', { answer: answerText(body, question, language, t) })}
          </h3>
          <p className="text-lg leading-relaxed text-slate-900">
            <span className="font-bold">{t('whyLabel')} </span>
            {question.why[language]}
          </p>
          {status === 'saving' ? (
            <p role="status" className="flex items-center gap-2 text-slate-700">
              <LoaderCircle className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              {t('saving')}
            </p>
          ) : null}
          {status === 'failed' ? (
            <div role="alert" className="flex flex-col items-start gap-2">
              <p className="font-semibold text-rose-800">{t('saveFailed')}</p>
              <Button variant="outline" onClick={() => void send(attempts)}>
                {t('saveAgain')}
              </Button>
            </div>
          ) : null}
          {status === 'saved' ? <Button onClick={onNext}>{isLast ? t('finish') : t('next')}</Button> : null}
        </div>
      ) : null}
    </article>
  );
}
