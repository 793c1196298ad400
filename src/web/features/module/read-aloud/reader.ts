import { speakableText, splitSentences } from '../../../../domain/speech-text';
import type { ReadingBlock } from '../../../../domain/step-reading';
import type { UiLanguage } from '../../../i18n/i18n';
import { installedVoices, pickVoice, SPEECH_LANG, synthesis } from './speech';
import type { SpeechProblem } from './speech';

/**
 * The one reader of the page. Speech synthesis has a single queue per page, so there is a single reader too:
 * starting one stops whatever was being read. Each sentence is its own utterance, so the page knows which
 * sentence is being read (from each utterance's start and boundary events) and can highlight it.
 */

export type ReaderState = 'idle' | 'speaking' | 'paused';

export interface ReaderSnapshot {
  /** Who started the reading (a Listen button, a "Read the whole step" bar); only it shows pause and stop. */
  owner: string | null;
  state: ReaderState;
  /** The block and sentence being read, once the voice has started on it. */
  currentBlockId: string | null;
  currentSentence: number | null;
  problem: { owner: string; kind: SpeechProblem; language: UiLanguage } | null;
}

/** One utterance: a sentence of a block, as the voice is given it. */
export interface PlannedSentence {
  blockId: string;
  sentence: number;
  text: string;
}

const IDLE: ReaderSnapshot = { owner: null, state: 'idle', currentBlockId: null, currentSentence: null, problem: null };

let snapshot: ReaderSnapshot = IDLE;
// Bumped by every start and stop: events of an utterance from an earlier reading (cancel fires them) are ignored.
let generation = 0;
const listeners = new Set<() => void>();

function update(next: ReaderSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribeReader(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readerSnapshot(): ReaderSnapshot {
  return snapshot;
}

/** The sentences to speak, in order; a block's lead ("Option A:") is said with its first sentence. */
export function planSentences(blocks: readonly ReadingBlock[], language: UiLanguage): PlannedSentence[] {
  return blocks.flatMap((block) =>
    splitSentences(block.text).flatMap((sentence, index) => {
      const written = index === 0 && block.lead ? `${block.lead} ${sentence.text}` : sentence.text;
      const text = speakableText(written, language);
      return text === '' ? [] : [{ blockId: block.id, sentence: index, text }];
    }),
  );
}

export interface ReadRequest {
  owner: string;
  blocks: readonly ReadingBlock[];
  language: UiLanguage;
  /** Speech rate: 1 is the voice's normal speed. */
  rate?: number;
}

function speakPlan(run: number, synth: SpeechSynthesis, plan: readonly PlannedSentence[], voice: SpeechSynthesisVoice, request: ReadRequest, at: number) {
  if (run !== generation) return;
  const item = plan[at];
  if (!item) {
    update(IDLE);
    return;
  }
  const utterance = new window.SpeechSynthesisUtterance(item.text);
  utterance.lang = SPEECH_LANG[request.language];
  utterance.voice = voice;
  utterance.rate = request.rate ?? 1;
  const mark = () => {
    if (run !== generation) return;
    if (snapshot.currentBlockId === item.blockId && snapshot.currentSentence === item.sentence) return;
    update({ ...snapshot, currentBlockId: item.blockId, currentSentence: item.sentence });
  };
  utterance.onstart = mark;
  utterance.onboundary = mark;
  utterance.onend = () => speakPlan(run, synth, plan, voice, request, at + 1);
  utterance.onerror = () => {
    // A voice that fails mid-way (or a browser that refuses to start) ends the reading instead of skipping on.
    if (run === generation) update(IDLE);
  };
  synth.speak(utterance);
}

/** Reads the blocks aloud, one sentence at a time; stops any other reading first. */
export function startReading(request: ReadRequest): void {
  const synth = synthesis();
  generation += 1;
  const run = generation;
  synth?.cancel();
  const fail = (kind: SpeechProblem) => update({ ...IDLE, problem: { owner: request.owner, kind, language: request.language } });
  if (!synth) {
    fail('unsupported');
    return;
  }
  const plan = planSentences(request.blocks, request.language);
  if (plan.length === 0) {
    update(IDLE);
    return;
  }
  update({ ...IDLE, owner: request.owner, state: 'speaking' });
  installedVoices(synth, (voices) => {
    if (run !== generation) return;
    const voice = pickVoice(voices, request.language);
    if (!voice) {
      fail('no-voice');
      return;
    }
    speakPlan(run, synth, plan, voice, request, 0);
  });
}

/** Stops the reading; with an owner, only if that owner started it (a button going away must not stop another's). */
export function stopReading(owner?: string): void {
  if (owner !== undefined && snapshot.owner !== owner) return;
  if (snapshot.state === 'idle' && snapshot.problem === null) return;
  generation += 1;
  synthesis()?.cancel();
  update(IDLE);
}

export function dismissProblem(owner: string): void {
  if (snapshot.problem?.owner === owner) update({ ...snapshot, problem: null });
}

export function pauseReading(owner: string): void {
  if (snapshot.owner !== owner || snapshot.state !== 'speaking') return;
  synthesis()?.pause();
  update({ ...snapshot, state: 'paused' });
}

export function resumeReading(owner: string): void {
  if (snapshot.owner !== owner || snapshot.state !== 'paused') return;
  synthesis()?.resume();
  update({ ...snapshot, state: 'speaking' });
}
