import { ArrowRight, CircleAlert, CircleCheck, Flag, LoaderCircle, Send, Trophy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { ModuleMeta } from '../../../../content/schema/catalogue';
import type { AdventureBody, AdventureQuestion } from '../../../../content/schema/module-body';
import type { AdventureAttempt } from '../../../../domain/answers';
import type { AdventureQuizChoices } from '../../../../domain/lesson-position';
import { isAdventureAttemptCorrect } from '../../../../domain/grading';
import { hintFor } from '../../../../domain/hints';
import { questionBlocks, readingBlockId } from '../../../../domain/step-reading';
import type { QuestionReading } from '../../../../domain/step-reading';
import { Button } from '../../../components/ui/button';
import { useDisplayOrder } from '../../../lib/display-order';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { useSubmitQuiz } from '../../../lib/progress';
import type { SubmitResult } from '../../../lib/quiz-outbox';
import { ListenButton, ReadableText, ReadStepBar } from '../read-aloud/read-aloud-controls';
import { ADVENTURE_NS } from './adventure-i18n';
import { HEADING_FOCUS, HintMessage } from './quest-parts';
import { emptySelection, recordAttempt, selectionToAttempt, toggleIndex } from './quiz-attempts';
import type { QuizSelection } from './quiz-attempts';

/** A kept selection as the quiz holds it; one that does not fit the question (kind, options) starts empty. */
function restoredSelection(question: AdventureQuestion, kept: AdventureQuizChoices['selection']): QuizSelection {
  if (question.type === 'bool') return { kind: 'bool', value: typeof kept === 'boolean' ? kept : null };
  if (!Array.isArray(kept) || kept.some((index) => index >= question.options.length)) return emptySelection(question);
  return { kind: 'indexes', indexes: question.type === 'single' ? kept.slice(0, 1) : kept };
}

function keptSelection(selection: QuizSelection): AdventureQuizChoices['selection'] {
  return selection.kind === 'bool' ? selection.value : [...selection.indexes];
}

/** 'explaining': a right answer, with why it is right, before the learner moves on. */
type Status = 'answering' | 'explaining' | 'sending' | 'failed' | 'sent';

/** The server accepts up to a day; a tab left open overnight must still submit. */
const MAX_TIME_TAKEN_SECONDS = 24 * 60 * 60;

const OPTION_ROW =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-2 border-slate-200 bg-white px-4 py-3 text-lg leading-snug text-slate-900 transition-colors motion-reduce:transition-none hover:border-amber-400 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-600 has-[:disabled]:cursor-not-allowed';
const INPUT = 'h-6 w-6 shrink-0 accent-teal-700 focus:outline-none';
const NO_OPTIONS: readonly never[] = [];

function QuestionChoices({
  moduleId,
  question,
  selection,
  onChange,
  name,
}: {
  moduleId: string;
  question: AdventureQuestion;
  selection: QuizSelection;
  onChange: (selection: QuizSelection) => void;
  name: string;
}) {
  const { t } = useTranslation(ADVENTURE_NS);
  const language = useUiLanguage();
  // This learner's order; true/false always reads True, then False.
  const options = useDisplayOrder(question.type === 'bool' ? NO_OPTIONS : question.options, moduleId, question.id, question.type !== 'bool' && question.fixedOrder);
  if (question.type === 'bool') {
    const value = selection.kind === 'bool' ? selection.value : null;
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        {[true, false].map((option) => (
          <label key={String(option)} className={OPTION_ROW}>
            <input type="radio" name={name} className={INPUT} checked={value === option} onChange={() => onChange({ kind: 'bool', value: option })} />
            <span className="font-semibold">
              <ReadableText blockId={readingBlockId.option(question.id, option)} text={option ? t('answerTrue') : t('answerFalse')} />
            </span>
          </label>
        ))}
      </div>
    );
  }
  const single = question.type === 'single';
  const chosen = selection.kind === 'indexes' ? selection.indexes : [];
  return (
    <div className="flex flex-col gap-3">
      {options.map(({ item: option, index }) => (
        <label key={option.en} className={OPTION_ROW}>
          <input
            type={single ? 'radio' : 'checkbox'}
            name={name}
            className={INPUT}
            checked={chosen.includes(index)}
            onChange={() => onChange(toggleIndex(selection, index, single))}
          />
          <span>
            <ReadableText blockId={readingBlockId.option(question.id, index)} text={option[language]} />
          </span>
        </label>
      ))}
    </div>
  );
}

/** Why the answer is right: a learner who is right first time learns from it too, not only one who needed hints. */
function WhyPanel({
  question,
  reading,
  headingId,
  children,
}: {
  question: AdventureQuestion;
  reading: QuestionReading;
  headingId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ADVENTURE_NS);
  const language = useUiLanguage();
  const why = questionBlocks({ ...reading, shownHints: [], whyShown: true }, language).filter((block) => block.id === readingBlockId.why(question.id));
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-teal-50 p-5 ring-1 ring-teal-200">
      <h4 id={headingId} tabIndex={headingId ? -1 : undefined} className={`flex items-center gap-2 text-xl font-bold text-teal-900 ${HEADING_FOCUS}`}>
        <CircleCheck className="h-6 w-6 shrink-0" aria-hidden="true" />
        {t('rightAnswer')}
      </h4>
      {question.why ? (
        <div className="flex w-full items-start gap-3">
          <p className="min-w-0 flex-1 text-lg leading-relaxed text-slate-900">
            <span className="font-bold">{t('whyLabel')} </span>
            <ReadableText blockId={readingBlockId.why(question.id)} text={question.why[language]} />
          </p>
          <ListenButton blocks={why} />
        </div>
      ) : null}
      {children}
    </div>
  );
}

/**
 * The five-question quiz: one question at a time, every press recorded in order, only a right answer
 * moves on, after saying why it is right. The last right answer sends every attempt once; the outcome (or
 * 'waiting to sync') goes to the completion card.
 */
export function AdventureQuiz({
  meta,
  body,
  onFinished,
  onShowTreasure,
  active = true,
  initial,
  onChoices,
}: {
  meta: ModuleMeta;
  body: AdventureBody;
  /** Where the quiz was left: the question, every press so far and what was ticked (decision 027). */
  initial?: AdventureQuizChoices;
  /** Each change, for continuing later; never a grade (the server grades at submission). */
  onChoices?: (choices: AdventureQuizChoices) => void;
  /** The quiz is the step on screen (steps stay mounted while hidden): only then is a question read on arrival. */
  active?: boolean;
  /** The server's outcome, or 'queued' when the answers wait on this device to be sent. */
  onFinished: (result: SubmitResult) => void;
  onShowTreasure: () => void;
}) {
  const { t } = useTranslation(ADVENTURE_NS);
  const language = useUiLanguage();
  const submitQuiz = useSubmitQuiz();
  const baseId = useId();
  const questions = body.quiz5;
  const start = initial && initial.index < questions.length ? initial : undefined;
  const [index, setIndex] = useState(start?.index ?? 0);
  const [attempts, setAttempts] = useState<Record<string, AdventureAttempt[]>>(() => start?.attempts ?? {});
  const [selection, setSelection] = useState<QuizSelection>(() => {
    const first = questions[start?.index ?? 0];
    if (!first) return { kind: 'indexes', indexes: [] };
    return start ? restoredSelection(first, start.selection) : emptySelection(first);
  });
  const [status, setStatus] = useState<Status>(start?.explaining ? 'explaining' : 'answering');
  // A ref, not state: two quick presses land before React re-renders, and only one may submit.
  const sending = useRef(false);
  const startedAt = useRef<number | null>(null);
  const finishedAfter = useRef<number | null>(null);
  const moved = useRef(false);
  const questionHeadingId = `${baseId}-question`;
  const statusHeadingId = `${baseId}-status`;
  const whyHeadingId = `${baseId}-why`;

  useEffect(() => {
    startedAt.current ??= Date.now();
  }, []);

  useEffect(() => {
    // Sending, sent or failed: the quiz is being submitted, and what is kept no longer changes.
    if (status !== 'answering' && status !== 'explaining') return;
    onChoices?.({ index, attempts, selection: keptSelection(selection), explaining: status === 'explaining' });
  }, [onChoices, index, attempts, selection, status]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = status === 'answering' ? questionHeadingId : status === 'explaining' ? whyHeadingId : statusHeadingId;
    document.getElementById(target)?.focus();
  }, [index, status, questionHeadingId, statusHeadingId, whyHeadingId]);

  const question = questions[index];
  // The options in this learner's order, as QuestionChoices shows them (the same seed gives the same order).
  const shownOptions = useDisplayOrder(
    question && question.type !== 'bool' ? question.options : NO_OPTIONS,
    body.id,
    question?.id ?? '',
    question !== undefined && question.type !== 'bool' && question.fixedOrder,
  );
  if (!question) return null;
  const isLast = index === questions.length - 1;
  const list = attempts[question.id] ?? [];
  const wrongCount = list.filter((attempt) => !isAdventureAttemptCorrect(question, attempt)).length;
  const hint = status === 'answering' ? hintFor(question.hintCycle, wrongCount) : null;
  const attempt = selectionToAttempt(selection);
  const reading: QuestionReading = {
    question,
    optionOrder: shownOptions.map((option) => option.index),
    boolLabels: { true: t('answerTrue'), false: t('answerFalse') },
    shownHints: hint ? [hint.step - 1] : [],
    whyShown: status === 'explaining' || status === 'sent',
  };
  const stepBlocks = questionBlocks(reading, language);
  const questionAndOptions = questionBlocks({ ...reading, shownHints: [], whyShown: false }, language);
  const hintBlock = hint ? stepBlocks.find((block) => block.id === readingBlockId.hint(question.id, hint.step - 1)) : undefined;

  async function send(all: Record<string, AdventureAttempt[]>) {
    if (sending.current) return;
    sending.current = true;
    setStatus('sending');
    // Measured when the quiz is first sent: sending again after a failure sends the very same request.
    finishedAfter.current ??= startedAt.current === null ? 0 : Math.round((Date.now() - startedAt.current) / 1000);
    const seconds = finishedAfter.current;
    try {
      const result = await submitQuiz.mutateAsync({
        meta,
        body,
        submission: { format: 'adventure', attempts: all },
        timeTakenSeconds: Math.min(Math.max(seconds, 0), MAX_TIME_TAKEN_SECONDS),
      });
      setStatus('sent');
      onFinished(result);
    } catch {
      moved.current = true;
      setStatus('failed');
    } finally {
      sending.current = false;
    }
  }

  function press() {
    if (!question || attempt === null || status !== 'answering') return;
    const next = { ...attempts, [question.id]: recordAttempt(list, attempt) };
    setAttempts(next);
    if (!isAdventureAttemptCorrect(question, attempt)) {
      return;
    }
    if (isLast) {
      void send(next);
      return;
    }
    moved.current = true;
    setStatus('explaining');
  }

  function moveOn() {
    const following = questions[index + 1];
    if (!following || status !== 'explaining') return;
    moved.current = true;
    setIndex(index + 1);
    setSelection(emptySelection(following));
    setStatus('answering');
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-lg text-slate-700">{t('quizIntro')}</p>
      <ReadStepBar blocks={stepBlocks} />

      <ol aria-hidden="true" className="flex gap-2">
        {questions.map((item, position) => (
          <li
            key={item.id}
            className={`h-3 flex-1 rounded-full ${position < index || status === 'sent' ? 'bg-teal-500' : position === index ? 'bg-amber-400' : 'bg-slate-200'}`}
          />
        ))}
      </ol>

      {status === 'sent' ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-teal-50 p-5 ring-1 ring-teal-200">
          <h3 id={statusHeadingId} tabIndex={-1} className={`flex items-center gap-2 text-xl font-bold text-teal-900 ${HEADING_FOCUS}`}>
            <Trophy className="h-6 w-6" aria-hidden="true" />
            {t('completeHeading')}
          </h3>
          <WhyPanel question={question} reading={reading} />
          <Button variant="secondary" onClick={onShowTreasure}>
            {t('steps.complete')}
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            press();
          }}
          className="flex flex-col gap-4"
        >
          <div className="flex items-center justify-between gap-3">
            <h3 id={questionHeadingId} tabIndex={-1} className={`text-lg font-bold text-teal-800 ${HEADING_FOCUS}`}>
              {t('questionOf', { n: index + 1, total: questions.length })}
            </h3>
            {/* Outside the fieldset, which is disabled while the Why shows. */}
            <ListenButton blocks={questionAndOptions} autoRead={{ key: question.id, active }} />
          </div>
          <fieldset disabled={status !== 'answering'} className="flex min-w-0 flex-col gap-4">
            <legend className="mb-2 text-xl font-bold leading-relaxed text-slate-900 sm:text-2xl">
              <ReadableText blockId={readingBlockId.question(question.id)} text={question.question[language]} />
            </legend>
            <p className="-mt-2 text-base font-semibold text-amber-800">
              {question.type === 'multi' ? t('chooseAll') : question.type === 'bool' ? t('chooseBool') : t('chooseOne')}
            </p>
            <QuestionChoices key={question.id} moduleId={body.id} question={question} selection={selection} onChange={setSelection} name={`${baseId}-${question.id}`} />
          </fieldset>
          <HintMessage hint={hint} wrongCount={wrongCount} reading={hintBlock} />
          {status === 'answering' ? (
            <Button type="submit" disabled={attempt === null} className="self-stretch text-lg sm:self-start">
              {isLast ? <Flag className="h-5 w-5" aria-hidden="true" /> : <CircleCheck className="h-5 w-5" aria-hidden="true" />}
              {isLast ? t('finishQuiz') : t('checkAnswer')}
            </Button>
          ) : null}
          {status === 'explaining' ? (
            <WhyPanel question={question} reading={reading} headingId={whyHeadingId}>
              <Button type="button" onClick={moveOn} className="self-stretch text-lg sm:self-start">
                <ArrowRight className="h-5 w-5" aria-hidden="true" />
                {t('nextQuestion')}
              </Button>
            </WhyPanel>
          ) : null}
        </form>
      )}

      {status === 'sending' ? (
        <p role="status" className="flex items-center gap-2 text-lg font-semibold text-slate-800">
          <LoaderCircle className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {t('sending')}
        </p>
      ) : null}

      {status === 'failed' ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border-2 border-red-300 bg-red-50 p-4">
          <h3 id={statusHeadingId} tabIndex={-1} className={`flex items-start gap-2 text-lg font-bold text-red-900 ${HEADING_FOCUS}`}>
            <CircleAlert className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
            {t('sendFailed')}
          </h3>
          <Button onClick={() => void send(attempts)}>
            <Send className="h-5 w-5" aria-hidden="true" />
            {t('sendAgain')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
