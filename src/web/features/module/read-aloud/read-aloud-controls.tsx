import { Pause, Play, Square, Volume2, X } from 'lucide-react';
import { Fragment, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { splitSentences } from '../../../../domain/speech-text';
import type { ReadingBlock } from '../../../../domain/step-reading';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { READ_ALOUD_NS } from './read-aloud-i18n';
import { ReadAloudPreferencesContext } from './read-aloud-preferences';
import type { ReadAloudPreferences } from './read-aloud-preferences';
import type { SpeechProblem } from './speech';
import { stopAllReading, useReadAloud, useSentenceBeingRead } from './use-read-aloud';
import type { ReadAloud } from './use-read-aloud';

/** Not colour alone: the sentence being read is also underlined. */
const HIGHLIGHT =
  'rounded-sm bg-yellow-200 text-slate-950 underline decoration-amber-700 decoration-2 underline-offset-4 [box-decoration-break:clone] [-webkit-box-decoration-break:clone]';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A text a child reads, as the page shows it; while it is being read aloud it is split into its sentences and the
 * one being read is highlighted and scrolled into view. `render` draws a piece of the text (e.g. a blank as a line).
 */
export function ReadableText({ blockId, text, render }: { blockId: string; text: string; render?: (piece: string) => ReactNode }) {
  const current = useSentenceBeingRead(blockId);
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (current === null) return;
    mark.current?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [current]);
  const show = render ?? ((piece: string) => piece);
  if (current === null) return <>{show(text)}</>;
  const pieces: ReactNode[] = [];
  let cursor = 0;
  splitSentences(text).forEach((sentence, index) => {
    if (sentence.start > cursor) pieces.push(<Fragment key={`gap-${index}`}>{show(text.slice(cursor, sentence.start))}</Fragment>);
    const reading = index === current;
    pieces.push(
      <span key={index} ref={reading ? mark : undefined} data-reading={reading ? 'true' : undefined} className={reading ? HIGHLIGHT : undefined}>
        {show(sentence.text)}
      </span>,
    );
    cursor = sentence.end;
  });
  if (cursor < text.length) pieces.push(<Fragment key="rest">{show(text.slice(cursor))}</Fragment>);
  return <>{pieces}</>;
}

/**
 * Why reading aloud could not start, politely, with where a grown-up can add a voice. `floating`: beside a small
 * Listen button it opens below the button over the text (with a button to close it) instead of pushing the text aside.
 */
export function SpeechProblemNote({ problem, floating = false, onClose }: { problem: SpeechProblem | null; floating?: boolean; onClose?: () => void }) {
  const { t } = useTranslation(READ_ALOUD_NS);
  // The live region is always there, so the note is announced when it appears.
  return (
    <span role="status" className={floating ? 'absolute right-0 top-full z-20 mt-2 w-72 max-w-[calc(100vw-3rem)]' : 'block basis-full'}>
      {problem ? (
        <span className={`flex items-start gap-2 rounded-2xl bg-sky-50 p-3 text-left text-base font-semibold text-sky-950 ring-1 ring-sky-200 ${floating ? 'shadow-lg' : 'mt-1'}`}>
          <span className="min-w-0 flex-1">
            {problem === 'unsupported' ? t('unsupported') : t('noVoice')}
            {problem === 'no-voice' ? <span className="mt-1 block font-normal">{t('addVoice')}</span> : null}
          </span>
          {onClose ? (
            <button type="button" aria-label={t('close')} onClick={onClose} className={buttonClasses('ghost', '', 'compact')}>
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}

/** Reads a quiz question once when it first shows, if the learner chose that in their reading settings. */
function useAutoRead(reader: ReadAloud, blocks: readonly ReadingBlock[], autoRead: { key: string; active: boolean } | undefined) {
  const { autoReadQuestions } = useContext(ReadAloudPreferencesContext);
  const read = useRef(new Set<string>());
  const latest = useRef({ reader, blocks });
  latest.current = { reader, blocks };
  const key = autoRead?.active && autoReadQuestions ? autoRead.key : null;
  useEffect(() => {
    if (key === null || read.current.has(key)) return;
    read.current.add(key);
    latest.current.reader.play(latest.current.blocks);
  }, [key]);
}

function PauseButton({ reader, withText }: { reader: ReadAloud; withText: boolean }) {
  const { t } = useTranslation(READ_ALOUD_NS);
  const paused = reader.state === 'paused';
  const name = paused ? t('resume') : t('pause');
  return (
    <button
      type="button"
      aria-label={withText ? undefined : name}
      onClick={paused ? reader.resume : reader.pause}
      className={buttonClasses('neutral', '', withText ? 'sm' : 'compact')}
    >
      {paused ? <Play className="h-5 w-5" aria-hidden="true" /> : <Pause className="h-5 w-5" aria-hidden="true" />}
      {withText ? name : null}
    </button>
  );
}

/**
 * "Listen" for one block of a lesson (a story paragraph, a term card, a question with its options): pressed while it
 * reads (press again to stop), with a pause button beside it.
 */
export function ListenButton({
  blocks,
  autoRead,
  className = '',
}: {
  blocks: readonly ReadingBlock[];
  /** A quiz question: read it once when `key` first shows while `active`, if the learner asked for that. */
  autoRead?: { key: string; active: boolean };
  className?: string;
}) {
  const { t } = useTranslation(READ_ALOUD_NS);
  const reader = useReadAloud(useUiLanguage());
  useAutoRead(reader, blocks, autoRead);
  const active = reader.state !== 'idle';
  return (
    // Pause goes under Listen, not beside it: on a phone the text next to it keeps its width.
    <span className={`relative inline-flex shrink-0 flex-col items-center gap-2 ${className}`}>
      <button
        type="button"
        aria-label={t('listen')}
        aria-pressed={active}
        onClick={() => (active ? reader.stop() : reader.play(blocks))}
        className={buttonClasses(active ? 'primary' : 'neutral', '', 'compact')}
      >
        {active ? <Square className="h-5 w-5" aria-hidden="true" /> : <Volume2 className="h-5 w-5" aria-hidden="true" />}
      </button>
      {active ? <PauseButton reader={reader} withText={false} /> : null}
      <SpeechProblemNote problem={reader.problem} floating onClose={reader.dismissProblem} />
    </span>
  );
}

/** "Read the whole step": every block of the step in page order, with pause and stop. */
export function ReadStepBar({ blocks }: { blocks: readonly ReadingBlock[] }) {
  const { t } = useTranslation(READ_ALOUD_NS);
  const reader = useReadAloud(useUiLanguage());
  const active = reader.state !== 'idle';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <button type="button" aria-pressed={active} onClick={() => (active ? reader.stop() : reader.play(blocks))} className={buttonClasses(active ? 'primary' : 'outline', '', 'sm')}>
        <Volume2 className="h-5 w-5" aria-hidden="true" />
        {t('readStep')}
      </button>
      {active ? (
        <>
          <PauseButton reader={reader} withText />
          <button type="button" onClick={reader.stop} className={buttonClasses('neutral', '', 'sm')}>
            <Square className="h-5 w-5" aria-hidden="true" />
            {t('stop')}
          </button>
        </>
      ) : null}
      <SpeechProblemNote problem={reader.problem} />
    </div>
  );
}

/** Stops any reading when `step` changes: the learner left the step (steps stay mounted while hidden). */
export function useStopReadingOnStepChange(step: string) {
  // A layout effect: it runs before the new step's own effects, so a question read on arrival is not cut off.
  useLayoutEffect(() => stopAllReading, [step]);
}

/**
 * The lesson page's read-aloud settings, and the end of any reading when the learner leaves the lesson.
 */
export function ReadAloudScope({ preferences, children }: { preferences: ReadAloudPreferences; children: ReactNode }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => stopAllReading, [pathname]);
  return <ReadAloudPreferencesContext.Provider value={preferences}>{children}</ReadAloudPreferencesContext.Provider>;
}
