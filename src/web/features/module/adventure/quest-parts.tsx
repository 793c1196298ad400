import { Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HintView } from '../../../../domain/hints';
import type { ReadingBlock } from '../../../../domain/step-reading';
import { ListenButton, ReadableText } from '../read-aloud/read-aloud-controls';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { ADVENTURE_NS } from './adventure-i18n';

/** Programmatic focus lands on headings; the ring shows only for keyboard users (focus-visible). */
export const HEADING_FOCUS = 'scroll-mt-24 rounded-lg focus:outline-none focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-sky-600';

/** One step of the quest: a card with a heading the page moves focus to when the step opens. */
export function QuestSection({
  headingId,
  title,
  icon,
  active,
  children,
}: {
  headingId: string;
  title: string;
  icon: ReactNode;
  active: boolean;
  children: ReactNode;
}) {
  return (
    // Reached steps stay mounted while hidden, so re-reading the story never wipes a half-done quiz.
    <section
      aria-labelledby={headingId}
      hidden={!active}
      data-lesson-step
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-amber-200/70 sm:p-8"
    >
      <h2 id={headingId} tabIndex={-1} className={`mb-4 flex items-center gap-3 text-2xl font-extrabold text-slate-900 sm:text-3xl ${HEADING_FOCUS}`}>
        <span aria-hidden="true" className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * 'Hint n/3' and its text. Keyed by the wrong count so a screen reader announces it again even when
 * the capped third hint repeats. `reading`: the hint as read aloud (its Listen button sits outside the live region).
 */
export function HintMessage({ hint, wrongCount, reading }: { hint: HintView | null; wrongCount: number; reading?: ReadingBlock }) {
  const { t } = useTranslation(ADVENTURE_NS);
  const language = useUiLanguage();
  return (
    <div className="flex items-start gap-2">
      <div aria-live="polite" aria-atomic="true" className="min-w-0 flex-1">
        {hint ? (
          <div key={wrongCount} className="mt-4 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 text-slate-900">
            <p className="font-semibold text-amber-900">{t('tryAgain')}</p>
            <p className="mt-2 flex items-start gap-2 text-lg">
              <Lightbulb className="mt-1 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
              <span>
                <strong className="mr-2 font-bold text-amber-900">{t('hint', { n: hint.step, total: hint.total })}</strong>
                {reading ? <ReadableText blockId={reading.id} text={hint.text[language]} /> : hint.text[language]}
              </span>
            </p>
          </div>
        ) : null}
      </div>
      {hint && reading ? <ListenButton blocks={[reading]} className="mt-4" /> : null}
    </div>
  );
}
