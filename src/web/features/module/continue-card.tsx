import { Bookmark, Play, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { LessonPosition } from '../../../domain/lesson-position';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../i18n/i18n';
import { MODULE_NS } from './module-i18n';

/** Focus goes to the heading of the step on screen, where the learner carries on. */
function focusCurrentStep() {
  const step = document.querySelector<HTMLElement>('[data-lesson-step]:not([hidden])');
  const heading = step?.querySelector<HTMLElement>('h2[tabindex="-1"], h3[tabindex="-1"]');
  const target = heading ?? step;
  target?.focus();
  target?.scrollIntoView?.({ block: 'start' });
}

/**
 * "Welcome back! You stopped at …" above a lesson left midway (decision 027). The lesson under it already shows
 * that place; Continue (focused first) just carries on there, Start again clears the position and starts over.
 */
export function ContinueCard({ position, onContinue, onStartAgain }: { position: LessonPosition; onContinue: () => void; onStartAgain: () => void }) {
  const { t } = useTranslation(MODULE_NS);
  const headingId = useId();
  const continueButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Focus also brings the card into view: after a reload the browser may have put the page back where it was.
    continueButton.current?.focus();
  }, []);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6">
      <section
        aria-labelledby={headingId}
        data-testid="continue-card"
        className="flex flex-col gap-4 rounded-3xl bg-amber-50 p-5 ring-2 ring-amber-200 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="flex items-start gap-3">
          <Bookmark className="mt-1 h-7 w-7 shrink-0 text-amber-700" aria-hidden="true" />
          <div>
            <h2 id={headingId} className="text-xl font-extrabold text-slate-900 sm:text-2xl">
              {t('resume.heading')}
            </h2>
            <p className="text-lg text-slate-800">{t('resume.stoppedAt', { step: t(`resume.steps.${position.step}`) })}</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:shrink-0">
          <Button
            ref={continueButton}
            onClick={() => {
              onContinue();
              // After the card is gone, so the step's heading is where the card was read from.
              requestAnimationFrame(focusCurrentStep);
            }}
          >
            <Play className="h-5 w-5" aria-hidden="true" />
            {t('resume.continue')}
          </Button>
          <Button variant="outline" onClick={onStartAgain}>
            <RotateCcw className="h-5 w-5" aria-hidden="true" />
            {t('resume.startAgain')}
          </Button>
        </div>
      </section>
    </div>
  );
}
