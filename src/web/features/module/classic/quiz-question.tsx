import { Lightbulb } from 'lucide-react';
import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import type { Language } from '../../../../content/schema/bilingual';
import { BLANK_MARKER, type ClassicQuestion } from '../../../../content/schema/module-body';
import type { ClassicAnswer } from '../../../../domain/answers';
import { MAX_TEXT_ANSWER_LENGTH } from '../../../../domain/constants';
import { Button } from '../../../components/ui/button';
import { useDisplayOrder } from '../../../lib/display-order';
import { questionBlocks, readingBlockId } from '../../../../domain/step-reading';
import { ListenButton, ReadableText, ReadStepBar } from '../read-aloud/read-aloud-controls';
import { CLASSIC_NS } from './classic-i18n';
import { toggleIndex } from './quiz-answers';

/** Shows the blank as a line, and tells screen readers "blank" instead of reading six underscores. */
export function QuestionText({ text, blankLabel }: { text: string; blankLabel: string }) {
  const parts = text.split(BLANK_MARKER);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              <span aria-hidden="true" className="mx-1 inline-block w-16 border-b-4 border-teal-700 align-baseline" />
              <span className="sr-only">{blankLabel}</span>
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

const OPTION =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border-2 bg-white px-4 py-3 text-lg text-slate-900 transition-colors motion-reduce:transition-none has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-600 hover:border-teal-500 border-slate-300';
const CONTROL = 'mt-1 h-5 w-5 shrink-0 accent-teal-700 focus-visible:outline-none';
const NO_OPTIONS: readonly never[] = [];

type Props = {
  moduleId: string;
  question: ClassicQuestion;
  language: Language;
  answer: ClassicAnswer | undefined;
  onAnswer: (answer: ClassicAnswer) => void;
  hintsShown: number;
  onHint: () => void;
  /** The quiz is on screen: a learner who asked for it hears the question once when it shows. */
  active?: boolean;
};

/** One question's answer controls (radio, checkboxes, true/false or text) and its hint cycle. */
export function QuizQuestion({ moduleId, question, language, answer, onAnswer, hintsShown, onHint, active = true }: Props) {
  const { t } = useTranslation(CLASSIC_NS);
  const id = useId();
  // This learner's order of the options (the authored index is what is sent); true/false keeps True first.
  const hasOptions = question.type === 'single' || question.type === 'multi';
  const options = useDisplayOrder(hasOptions ? question.options : NO_OPTIONS, moduleId, question.id, hasOptions && question.fixedOrder);
  const hints = question.hintCycle ?? [];
  const shownHints = hints.slice(0, hintsShown).map((_, index) => index);
  const reading = { question, optionOrder: options.map((option) => option.index), boolLabels: { true: t('quiz.true'), false: t('quiz.false') } };
  const stepBlocks = questionBlocks({ ...reading, shownHints }, language);
  const questionAndOptions = questionBlocks(reading, language);
  const blankLabel = t('quiz.blank');
  const legend = (
    <legend className="mb-3 text-xl font-bold text-slate-900">
      <ReadableText blockId={readingBlockId.question(question.id)} text={question.question[language]} render={(piece) => <QuestionText text={piece} blankLabel={blankLabel} />} />
    </legend>
  );

  let controls: ReactNode;
  switch (question.type) {
    case 'single':
      controls = (
        <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-how`}>
          {legend}
          <p id={`${id}-how`} className="text-base text-slate-700">
            {t('quiz.chooseOne')}
          </p>
          {options.map(({ item: option, index }) => (
            <label key={index} className={OPTION}>
              <input type="radio" name={`${id}-choice`} className={CONTROL} checked={answer === index} onChange={() => onAnswer(index)} />
              <span>
                <ReadableText blockId={readingBlockId.option(question.id, index)} text={option[language]} />
              </span>
            </label>
          ))}
        </fieldset>
      );
      break;
    case 'multi':
      controls = (
        <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-how`}>
          {legend}
          <p id={`${id}-how`} className="text-base font-semibold text-slate-700">
            {t('quiz.chooseAll')}
          </p>
          {options.map(({ item: option, index }) => (
            <label key={index} className={OPTION}>
              <input
                type="checkbox"
                className={CONTROL}
                checked={Array.isArray(answer) && answer.includes(index)}
                onChange={(event) => onAnswer(toggleIndex(answer, index, event.target.checked))}
              />
              <span>
                <ReadableText blockId={readingBlockId.option(question.id, index)} text={option[language]} />
              </span>
            </label>
          ))}
        </fieldset>
      );
      break;
    case 'bool':
      controls = (
        <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-how`}>
          {legend}
          <p id={`${id}-how`} className="text-base text-slate-700">
            {t('quiz.chooseTrueFalse')}
          </p>
          <div className="grid grid-cols-2 gap-3">
            {[true, false].map((value) => (
              <label key={String(value)} className={`${OPTION} justify-center font-semibold`}>
                <input type="radio" name={`${id}-bool`} className={CONTROL} checked={answer === value} onChange={() => onAnswer(value)} />
                <span>
                  <ReadableText blockId={readingBlockId.option(question.id, value)} text={t(value ? 'quiz.true' : 'quiz.false')} />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      );
      break;
    case 'fill-blank':
      controls = (
        <fieldset className="flex flex-col gap-3">
          {legend}
          <label htmlFor={`${id}-text`} className="font-semibold text-slate-800">
            {t('quiz.yourAnswer')}
          </label>
          <input
            id={`${id}-text`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_TEXT_ANSWER_LENGTH}
            value={typeof answer === 'string' ? answer : ''}
            onChange={(event) => onAnswer(event.target.value)}
            aria-describedby={`${id}-help`}
            className="min-h-11 w-full max-w-md rounded-xl border-2 border-slate-300 bg-white px-3 py-2 text-lg text-slate-900 focus-visible:border-teal-700 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-600"
          />
          <p id={`${id}-help`} className="text-base text-slate-700">
            {t('quiz.fillHelp')}
          </p>
        </fieldset>
      );
      break;
  }

  return (
    <div className="flex flex-col gap-4">
      <ReadStepBar blocks={stepBlocks} />
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">{controls}</div>
        <ListenButton blocks={questionAndOptions} autoRead={{ key: question.id, active }} />
      </div>
      {hints.length > 0 ? (
        <div className="flex flex-col gap-3">
          <div>
            <Button variant="secondary" size="sm" onClick={onHint} disabled={hintsShown >= hints.length}>
              <Lightbulb className="h-5 w-5" aria-hidden="true" />
              {hintsShown >= hints.length ? t('quiz.noMoreHints') : t('quiz.hint', { used: hintsShown, total: hints.length })}
            </Button>
          </div>
          <ol aria-live="polite" className="flex flex-col gap-2">
            {hints.slice(0, hintsShown).map((hint, index) => (
              <li key={index} className="flex items-start gap-3 rounded-xl bg-amber-50 p-3 text-base text-amber-950 ring-1 ring-amber-300">
                <p className="min-w-0 flex-1 pt-2.5">
                  <span className="font-bold">{t('quiz.hintN', { n: index + 1, total: hints.length })}</span>{' '}
                  <ReadableText blockId={readingBlockId.hint(question.id, index)} text={hint[language]} />
                </p>
                <ListenButton blocks={stepBlocks.filter((block) => block.id === readingBlockId.hint(question.id, index))} />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
