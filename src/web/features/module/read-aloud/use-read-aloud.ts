import { useCallback, useContext, useEffect, useId, useSyncExternalStore } from 'react';
import type { ReadingBlock } from '../../../../domain/step-reading';
import type { UiLanguage } from '../../../i18n/i18n';
import { dismissProblem, pauseReading, readerSnapshot, resumeReading, startReading, stopReading, subscribeReader } from './reader';
import type { ReaderState } from './reader';
import { ReadAloudPreferencesContext } from './read-aloud-preferences';
import type { SpeechProblem } from './speech';

export interface ReadAloud {
  /** This control's reading: 'idle' while another control reads. */
  state: ReaderState;
  currentBlockId: string | null;
  currentSentence: number | null;
  problem: SpeechProblem | null;
  play: (blocks: readonly ReadingBlock[]) => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
  /** Closes this control's note about a missing voice. */
  dismissProblem: () => void;
}

/**
 * One reading control of the page (a Listen button, a "Read the whole step" bar). Starting it stops any other;
 * its reading stops when it goes away or the page language changes.
 */
export function useReadAloud(language: UiLanguage): ReadAloud {
  const owner = useId();
  const { rate } = useContext(ReadAloudPreferencesContext);
  const snapshot = useSyncExternalStore(subscribeReader, readerSnapshot, readerSnapshot);
  const mine = snapshot.owner === owner;

  // The cleanup runs on unmount and when the language changes: the words on the page are no longer the ones read.
  useEffect(() => () => stopReading(owner), [owner, language]);

  const play = useCallback((blocks: readonly ReadingBlock[]) => startReading({ owner, blocks, language, rate }), [owner, language, rate]);
  const pause = useCallback(() => pauseReading(owner), [owner]);
  const resume = useCallback(() => resumeReading(owner), [owner]);
  const stop = useCallback(() => stopReading(owner), [owner]);
  const dismiss = useCallback(() => dismissProblem(owner), [owner]);

  const problem = snapshot.problem?.owner === owner && snapshot.problem.language === language ? snapshot.problem.kind : null;
  return {
    state: mine ? snapshot.state : 'idle',
    currentBlockId: mine ? snapshot.currentBlockId : null,
    currentSentence: mine ? snapshot.currentSentence : null,
    problem,
    play,
    pause,
    resume,
    stop,
    dismissProblem: dismiss,
  };
}

/** The sentence of this block being read now, or null: only the texts being read re-render as reading moves on. */
export function useSentenceBeingRead(blockId: string): number | null {
  return useSyncExternalStore(
    subscribeReader,
    () => {
      const { currentBlockId, currentSentence, state } = readerSnapshot();
      return state !== 'idle' && currentBlockId === blockId ? currentSentence : null;
    },
    () => null,
  );
}

/** Stops any reading of the page: the learner left the step or the lesson. */
export function stopAllReading(): void {
  stopReading();
}
