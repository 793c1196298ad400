import { ArrowLeft, Check, Clock, CircleHelp, Lock, Trophy } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Island, ModuleMeta } from '../../../../content/schema/catalogue';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { ADVENTURE_NS } from './adventure-i18n';
import { IslandEmblem } from '../../../components/art/island-emblem';
import { QUEST_STEP_COUNT, QUEST_STEPS, isStepReachable } from './quest-steps';
import type { QuestStep, QuestView } from './quest-steps';

/** Emblem, title, description and the way back to the island. */
export function QuestHeader({ meta, island }: { meta: ModuleMeta; island: Island }) {
  const { t } = useTranslation(ADVENTURE_NS);
  const language = useUiLanguage();
  return (
    <header className="flex flex-col gap-4">
      <Link to={island.path} className={buttonClasses('ghost', 'self-start -ml-2 text-teal-900', 'sm')}>
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        {t('backToIsland', { island: island.title[language] })}
      </Link>
      <div className="flex flex-wrap items-start gap-4 sm:flex-nowrap sm:gap-6">
        <IslandEmblem island={island.key} className="h-14 w-14 shrink-0 sm:h-20 sm:w-20" />
        <div className="min-w-0 flex-1 basis-40">
          <p className="text-sm font-bold tracking-wide text-teal-800 sm:text-base">
            {island.title[language]} · {t('questTag')}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold leading-tight text-slate-900 [overflow-wrap:anywhere] sm:text-4xl">{meta.title[language]}</h1>
          <p className="mt-2 text-lg leading-relaxed text-slate-700">{meta.description[language]}</p>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm font-semibold text-slate-700">
            <li className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 ring-1 ring-slate-200">
              <Clock className="h-4 w-4" aria-hidden="true" />
              {t('minutes', { count: meta.estimatedMinutes })}
            </li>
            <li className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 ring-1 ring-slate-200">
              <CircleHelp className="h-4 w-4" aria-hidden="true" />
              {t('questions', { count: meta.questionCount })}
            </li>
          </ul>
        </div>
      </div>
    </header>
  );
}

/** Done steps out of five, as a bar with its value in words too. */
export function QuestProgress({ doneCount }: { doneCount: number }) {
  const { t } = useTranslation(ADVENTURE_NS);
  const labelId = useId();
  const percent = Math.round((doneCount / QUEST_STEP_COUNT) * 100);
  const valueText = t('progressValue', { done: doneCount, total: QUEST_STEP_COUNT });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-base font-semibold text-slate-800">
        <span id={labelId}>{t('progressLabel')}</span>
        <span aria-hidden="true">{valueText}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={QUEST_STEP_COUNT}
        aria-valuenow={doneCount}
        aria-valuetext={valueText}
        className="h-4 overflow-hidden rounded-full bg-amber-100 ring-1 ring-amber-200"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-amber-400 to-teal-500 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

const VIEWS: readonly QuestView[] = [...QUEST_STEPS, 'complete'];

/** The steps as buttons: a learner can go back to any step they have reached, never skip ahead. */
export function QuestStepper({
  view,
  done,
  completeReachable,
  onSelect,
}: {
  view: QuestView;
  done: ReadonlySet<QuestStep>;
  completeReachable: boolean;
  onSelect: (view: QuestView) => void;
}) {
  const { t } = useTranslation(ADVENTURE_NS);
  return (
    <nav aria-label={t('stepsNav')}>
      {/* Three to a row on a phone; two when the text is larger (the columns' least width is in rem, so it grows with it). */}
      <ol className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,6.5rem),1fr))] gap-2 sm:grid-cols-6">
        {VIEWS.map((item, index) => {
          const isComplete = item === 'complete';
          const reachable = isComplete ? completeReachable : isStepReachable(item, done);
          const isDone = isComplete ? completeReachable : done.has(item);
          const current = item === view;
          const name = t(`steps.${item}`);
          // Only a step that is open and not yet done shows its number in the circle.
          const showsNumber = !isComplete && !isDone && reachable;
          // The visible text ("1 Story", or "Story" beside an icon) starts the spoken name (label in name,
          // WCAG 2.5.3); state goes in words, not colour.
          const spoken = [
            isComplete ? name : showsNumber ? `${index + 1} ${name}` : t('stepLabel', { name, n: index + 1 }),
            isDone && !isComplete ? t('stepDone') : '',
            reachable ? '' : t('stepLocked'),
          ]
            .filter(Boolean)
            .join(' ');
          const tone = current
            ? 'border-teal-700 bg-teal-700 text-white'
            : isDone
              ? 'border-teal-300 bg-teal-50 text-teal-900 hover:bg-teal-100'
              : reachable
                ? 'border-amber-300 bg-white text-slate-900 hover:bg-amber-50'
                : 'border-slate-200 bg-slate-50 text-slate-500';
          return (
            <li key={item}>
              <button
                type="button"
                disabled={!reachable}
                aria-current={current ? 'step' : undefined}
                aria-label={spoken}
                onClick={() => onSelect(item)}
                className={`flex min-h-14 w-full flex-col items-center justify-center gap-1 rounded-2xl border-2 px-1 py-2 text-center text-sm font-bold leading-tight transition-colors motion-reduce:transition-none focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed lg:text-base ${tone}`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm ${current ? 'bg-white text-teal-800' : isDone ? 'bg-teal-600 text-white' : 'bg-amber-100 text-amber-900'}`}
                >
                  {isComplete ? (
                    <Trophy className="h-4 w-4" />
                  ) : isDone ? (
                    <Check className="h-4 w-4" strokeWidth={3} />
                  ) : showsNumber ? (
                    index + 1
                  ) : (
                    <Lock className="h-3.5 w-3.5" />
                  )}
                </span>
                {/* Not painted in the column, but it keeps the visible text "1 Story", not "1Story", for label-in-name checks. */}
                {' '}
                <span className="min-w-0 break-keep">{name}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
