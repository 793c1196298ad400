import { ArrowRight, Check, PartyPopper, RotateCcw, Square, Volume2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { SentenceFrame } from '../../../../content/schema/module-body';
import { BLANK_UNDERSCORES } from '../../../../domain/constants';
import { hintFor } from '../../../../domain/hints';
import { afterCheck, canCheck, checkFrame, chooseWord, isWordUsed, renderSentence, resetFrame, startFrame } from '../../../../domain/sentence-builder';
import type { FrameState } from '../../../../domain/sentence-builder';
import type { SentenceChoices } from '../../../../domain/lesson-position';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDisplayOrder } from '../../../lib/display-order';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import type { UiLanguage } from '../../../i18n/i18n';
import { ADVENTURE_NS } from './adventure-i18n';
import { HEADING_FOCUS, HintMessage } from './quest-parts';
import { useReadAloud } from '../read-aloud/use-read-aloud';
import { READ_ALOUD_NS } from '../read-aloud/read-aloud-i18n';

type Segment = { kind: 'text'; text: string } | { kind: 'blank'; index: number };

/** Splits a frame's text into words and blanks, counting blanks the way the domain does (runs of exactly six underscores). */
export function frameSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  let blank = 0;
  for (const part of text.split(/(_+)/u)) {
    if (part === '') continue;
    if (/^_+$/u.test(part) && part.length === BLANK_UNDERSCORES) {
      segments.push({ kind: 'blank', index: blank });
      blank += 1;
    } else {
      segments.push({ kind: 'text', text: part });
    }
  }
  return segments;
}

/** A frame with the tiles a learner had placed before leaving; tiles that no longer fit start it clean. */
function restoredFrame(frame: SentenceFrame, language: UiLanguage, chosen: readonly string[] | undefined): FrameState {
  const state = startFrame(frame, language);
  if (!chosen || chosen.length > state.blanks || new Set(chosen).size !== chosen.length || !chosen.every((word) => state.pool.includes(word))) return state;
  return { ...state, chosen };
}

/** Takes one chosen word out; later words move up a blank, since blanks are always filled in order. */
function removeChosenAt(state: FrameState, index: number): FrameState {
  return { ...state, chosen: state.chosen.filter((_, position) => position !== index) };
}

function FramePlay({
  moduleId,
  frame,
  language,
  number,
  total,
  headingId,
  initialChosen,
  onChosen,
  onCorrect,
}: {
  moduleId: string;
  frame: SentenceFrame;
  language: UiLanguage;
  number: number;
  total: number;
  headingId: string;
  /** Tiles placed before the lesson was left. */
  initialChosen?: readonly string[];
  onChosen?: (chosen: readonly string[]) => void;
  onCorrect: () => void;
}) {
  const { t } = useTranslation(ADVENTURE_NS);
  const poolLabelId = useId();
  const [state, setState] = useState(() => restoredFrame(frame, language, initialChosen));
  useEffect(() => {
    onChosen?.(state.chosen);
  }, [onChosen, state.chosen]);
  const { t: tRead } = useTranslation(READ_ALOUD_NS);
  const speech = useReadAloud(language);
  const speaking = speech.state !== 'idle';
  const text = frame.text[language];
  const segments = frameSegments(text);
  const hint = hintFor(frame.hints, state.wrongCount);
  const full = state.chosen.length >= state.blanks;
  // The words in this learner's own order: authors list the answers first, a child tapping from the left must not win.
  const pool = useDisplayOrder(state.pool, moduleId, `${frame.id}:${language}`);

  function check() {
    if (!canCheck(state.chosen, state.blanks)) return;
    const result = checkFrame(frame, language, state.chosen);
    if (result.correct) {
      speech.stop();
      onCorrect();
    } else {
      setState(afterCheck(state, result));
    }
  }

  function listen() {
    if (speaking) speech.stop();
    else speech.play([{ id: `frame-${frame.id}`, text: renderSentence(text, state.chosen, t('placeholderWord')) }]);
  }

  return (
    <div className="flex flex-col gap-5">
      <h3 id={headingId} tabIndex={-1} className={`text-lg font-bold text-teal-800 ${HEADING_FOCUS}`}>
        {t('frameOf', { n: number, total })}
      </h3>

      <p className="rounded-2xl bg-amber-50 p-4 text-2xl leading-[2.2] text-slate-900 ring-1 ring-amber-200 sm:p-6 sm:text-3xl sm:leading-[2.2]">
        {segments.map((segment, position) => {
          if (segment.kind === 'text') return <span key={position}>{segment.text}</span>;
          const word = state.chosen[segment.index];
          const isNext = segment.index === state.chosen.length;
          if (word !== undefined) {
            return (
              <button
                key={position}
                type="button"
                onClick={() => setState(removeChosenAt(state, segment.index))}
                className="mx-1 inline-flex min-h-11 min-w-16 items-center justify-center rounded-xl border-b-4 border-teal-700 bg-teal-100 px-3 align-middle font-bold leading-normal text-teal-900 hover:bg-teal-200 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
              >
                {/* The word starts the name, so saying what is shown presses it (WCAG 2.5.3); where it sits is read after. */}
                {word}
                {/* A real space node: accessible-name code trims spaces inside the hidden span. */}
                {' '}
                <span className="sr-only">{t('blankFilled', { n: segment.index + 1 })}</span>
              </button>
            );
          }
          return (
            <span
              key={position}
              className={`mx-1 inline-block h-11 min-w-20 rounded-xl border-b-4 border-dashed align-middle sm:min-w-24 ${isNext ? 'border-amber-600 bg-amber-200/70' : 'border-slate-400 bg-white'}`}
            >
              <span className="sr-only">{t('blankEmpty', { n: segment.index + 1 })}</span>
            </span>
          );
        })}
      </p>

      <div>
        <p id={poolLabelId} className="mb-2 text-base font-bold text-slate-800">
          {t('wordPool')}
        </p>
        <div role="group" aria-labelledby={poolLabelId} className="flex flex-wrap gap-3">
          {pool.map(({ item: word }) => {
            const used = isWordUsed(state, word);
            return (
              <button
                key={word}
                type="button"
                disabled={used || full}
                onClick={() => setState(chooseWord(state, word))}
                className={`inline-flex min-h-12 min-w-12 items-center gap-2 rounded-2xl border-2 px-4 py-2 text-xl font-bold transition-colors motion-reduce:transition-none focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed ${
                  used
                    ? 'border-slate-200 bg-slate-100 text-slate-500 line-through opacity-60'
                    : 'border-amber-400 bg-white text-slate-900 shadow-sm hover:bg-amber-50 disabled:opacity-60'
                }`}
              >
                {used ? <Check className="h-5 w-5" aria-hidden="true" /> : null}
                {word}
                {/* A real space node: accessible-name code trims spaces inside the hidden span. */}
                {used ? ' ' : null}
                {used ? <span className="sr-only">{t('wordUsed')}</span> : null}
              </button>
            );
          })}
        </div>
        {full ? <p className="mt-3 text-base font-semibold text-teal-800">{t('allFilled')}</p> : null}
      </div>

      <HintMessage hint={hint} wrongCount={state.wrongCount} />

      <div className="flex flex-wrap gap-3">
        <Button variant="neutral" onClick={listen} aria-pressed={speaking}>
          {speaking ? <Square className="h-5 w-5" aria-hidden="true" /> : <Volume2 className="h-5 w-5" aria-hidden="true" />}
          {speaking ? t('stopListening') : t('listen')}
        </Button>
        <Button variant="outline" onClick={() => setState(resetFrame(state))} disabled={state.chosen.length === 0}>
          <RotateCcw className="h-5 w-5" aria-hidden="true" />
          {t('reset')}
        </Button>
        <Button onClick={check} disabled={!canCheck(state.chosen, state.blanks)} className="min-w-28">
          <Check className="h-5 w-5" aria-hidden="true" />
          {t('check')}
        </Button>
      </div>

      <div role="status" aria-live="polite">
        {speech.problem ? (
          <p className="rounded-2xl bg-sky-50 p-3 text-base font-semibold text-sky-900 ring-1 ring-sky-200">
            {speech.problem === 'unsupported' ? t('speechUnsupported') : t('voiceMissing')}
            {speech.problem === 'no-voice' ? <span className="mt-1 block font-normal">{tRead('addVoice')}</span> : null}
          </p>
        ) : null}
      </div>

    </div>
  );
}

/**
 * The sentence-builder challenge: each frame in turn; a right check moves to the next frame with a
 * clean slate, the last one ends the challenge.
 */
export function SentenceChallenge({
  moduleId,
  frames,
  initial,
  onChoices,
  onFinished,
  onComplete,
}: {
  moduleId: string;
  frames: readonly SentenceFrame[];
  /** Where the challenge was left: the frame, and the tiles placed in it. */
  initial?: SentenceChoices;
  /** Each change of frame or tile, for continuing later. */
  onChoices?: (choices: SentenceChoices) => void;
  /** The last frame is right: the step is done (the progress bar moves while the child celebrates). */
  onFinished?: () => void;
  /** The learner moves on to the quiz. */
  onComplete: () => void;
}) {
  const { t } = useTranslation(ADVENTURE_NS);
  const language = useUiLanguage();
  const baseId = useId();
  const [frameIndex, setFrameIndex] = useState(() => (initial && initial.frameIndex < frames.length ? initial.frameIndex : 0));
  const [finished, setFinished] = useState(initial?.finished ?? false);
  // Tiles are words of one language: after a language switch the frame starts clean, as it always has.
  const restoredChosen = useRef(initial && initial.language === language && initial.frameIndex === frameIndex ? initial.chosen : undefined);
  const [chosen, setChosen] = useState<readonly string[]>(restoredChosen.current ?? []);
  const [announcement, setAnnouncement] = useState('');
  const moved = useRef(false);
  const frameHeadingId = `${baseId}-frame`;
  const doneHeadingId = `${baseId}-done`;

  useEffect(() => {
    // Focus follows the learner to the next sentence (or the finish), but not on first render.
    if (!moved.current) return;
    moved.current = false;
    document.getElementById(finished ? doneHeadingId : frameHeadingId)?.focus();
  }, [frameIndex, finished, doneHeadingId, frameHeadingId]);

  useEffect(() => {
    onChoices?.({ frameIndex, finished, language, chosen: finished ? [] : [...chosen] });
  }, [onChoices, frameIndex, finished, language, chosen]);

  function handleCorrect() {
    moved.current = true;
    restoredChosen.current = undefined;
    if (frameIndex + 1 >= frames.length) {
      setFinished(true);
      setAnnouncement('');
      onFinished?.();
    } else {
      setFrameIndex(frameIndex + 1);
      setAnnouncement(t('frameCorrect', { n: frameIndex + 2 }));
    }
  }

  const frame = frames[frameIndex];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg text-slate-700">{t('sentenceIntro')}</p>
      <p role="status" aria-live="polite" className={announcement ? 'rounded-2xl bg-teal-50 p-3 text-lg font-bold text-teal-900 ring-1 ring-teal-200' : 'sr-only'}>
        {announcement}
      </p>
      {finished || !frame ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-linear-to-br from-amber-100 to-teal-100 p-6 text-center">
          <PartyPopper className="h-14 w-14 text-amber-600" aria-hidden="true" />
          <h3 id={doneHeadingId} tabIndex={-1} className={`text-2xl font-extrabold text-slate-900 sm:text-3xl ${HEADING_FOCUS}`}>
            {t('sentenceComplete')}
          </h3>
          <p className="text-lg text-slate-800">{t('sentenceCompleteBody')}</p>
          <button type="button" className={buttonClasses('secondary', 'text-lg')} onClick={onComplete}>
            {t('toQuiz')}
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      ) : (
        // A new frame, or the same frame in the other language, starts clean: its words differ.
        <FramePlay
          key={`${frame.id}:${language}`}
          moduleId={moduleId}
          frame={frame}
          language={language}
          number={frameIndex + 1}
          total={frames.length}
          headingId={frameHeadingId}
          initialChosen={restoredChosen.current}
          onChosen={setChosen}
          onCorrect={handleCorrect}
        />
      )}
    </div>
  );
}
