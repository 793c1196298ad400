import { Bookmark, Play, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { LessonPosition } from '../../../domain/lesson-position';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../i18n/i18n';
import { MODULE_NS } from './module-i18n';

/** How long after the card appears a scroll the learner did not make is undone (the router's scroll restoration). */
const SETTLE_MS = 1_500;
const USER_INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

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
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    // The card is where the learner starts. After a reload the router puts the page back where it was scrolled once
    // the route has loaded, which may come after this card: for a moment, until the learner touches anything, the
    // card is brought back into view whenever that happens.
    const bringIntoView = () => {
      const box = card.current?.getBoundingClientRect();
      if (box && (box.top < 0 || box.bottom > window.innerHeight)) card.current?.scrollIntoView({ block: 'start' });
    };
    const frame = requestAnimationFrame(() => {
      continueButton.current?.focus({ preventScroll: true });
      bringIntoView();
    });
    const stop = () => {
      window.removeEventListener('scroll', bringIntoView);
      for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
    };
    window.addEventListener('scroll', bringIntoView, { passive: true });
    for (const type of USER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
    const timer = setTimeout(stop, SETTLE_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      stop();
    };
  }, []);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6">
      <section
        ref={card}
        aria-labelledby={headingId}
        data-testid="continue-card"
        className="flex scroll-mt-24 flex-col gap-4 rounded-3xl bg-amber-50 p-5 ring-2 ring-amber-200 sm:flex-row sm:items-center sm:justify-between sm:p-6"
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
