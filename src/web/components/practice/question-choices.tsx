import { useId } from 'react';
import type { ReviewAttempt, ReviewQuestion } from '../../../domain/review-question';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { useDisplayOrder } from '../../lib/display-order';
import { PRACTICE_SHARED_NS } from './practice-i18n';

const OPTION_ROW =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-2 border-slate-200 bg-white px-4 py-3 text-lg leading-snug text-slate-900 transition-colors motion-reduce:transition-none hover:border-amber-400 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-600 has-[:disabled]:cursor-not-allowed';
const INPUT = 'h-6 w-6 shrink-0 accent-teal-700 focus:outline-none';
const NO_OPTIONS: readonly never[] = [];

/** What the child has chosen so far for one question. */
export type Selection = { kind: 'indexes'; indexes: number[] } | { kind: 'bool'; value: boolean | null } | { kind: 'text'; value: string };

export function emptySelection(question: ReviewQuestion): Selection {
  if (question.type === 'bool') return { kind: 'bool', value: null };
  if (question.type === 'fill-blank') return { kind: 'text', value: '' };
  return { kind: 'indexes', indexes: [] };
}

/** The try the selection makes, or null while nothing is chosen. */
export function toAttempt(selection: Selection): ReviewAttempt | null {
  if (selection.kind === 'bool') return selection.value;
  if (selection.kind === 'text') return selection.value.trim() === '' ? null : selection.value;
  return selection.indexes.length === 0 ? null : [...selection.indexes].sort((a, b) => a - b);
}

/**
 * A quiz question's choices as in its lesson (options in the learner's own order): radio buttons, check boxes,
 * true/false or a text field. Shared by practice and the island checks.
 */
export function QuestionChoices({ question, selection, onChange, disabled }: { question: ReviewQuestion; selection: Selection; onChange: (next: Selection) => void; disabled: boolean }) {
  const { t } = useTranslation(PRACTICE_SHARED_NS);
  const language = useUiLanguage();
  const name = useId();
  // The same order as in the lesson: the learner's own, from the same key.
  const options = useDisplayOrder(question.type === 'single' || question.type === 'multi' ? question.options : NO_OPTIONS, question.moduleId, question.questionId, question.fixedOrder);
  if (selection.kind === 'text') {
    return (
      <label className="flex flex-col gap-2 text-lg font-semibold text-slate-900">
        {t('typeAnswer')}
        <input
          type="text"
          className="min-h-12 rounded-2xl border-2 border-slate-300 px-4 py-2 text-lg font-normal focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600"
          value={selection.value}
          maxLength={200}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => onChange({ kind: 'text', value: event.target.value })}
        />
      </label>
    );
  }
  if (selection.kind === 'bool') {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        {[true, false].map((option) => (
          <label key={String(option)} className={OPTION_ROW}>
            <input type="radio" name={name} className={INPUT} disabled={disabled} checked={selection.value === option} onChange={() => onChange({ kind: 'bool', value: option })} />
            <span className="font-semibold">{option ? t('answerTrue') : t('answerFalse')}</span>
          </label>
        ))}
      </div>
    );
  }
  const single = question.type === 'single';
  return (
    <div className="flex flex-col gap-3">
      {single ? null : <p className="text-slate-700">{t('chooseN', { count: question.answerCount })}</p>}
      {options.map(({ item, index }) => (
        <label key={index} className={OPTION_ROW}>
          <input
            type={single ? 'radio' : 'checkbox'}
            name={name}
            className={INPUT}
            disabled={disabled}
            checked={selection.indexes.includes(index)}
            onChange={() =>
              onChange({
                kind: 'indexes',
                indexes: single ? [index] : selection.indexes.includes(index) ? selection.indexes.filter((chosen) => chosen !== index) : [...selection.indexes, index],
              })
            }
          />
          <span>{item[language]}</span>
        </label>
      ))}
    </div>
  );
}
