import type { UiLanguage } from '../../../i18n/i18n';

/** The BCP 47 tag each page language is spoken in. */
export const SPEECH_LANG: Record<UiLanguage, string> = { en: 'en-US', 'zh-TW': 'zh-TW' };

/** Why reading aloud could not start: the browser has no speech at all, or no voice for this language. */
export type SpeechProblem = 'unsupported' | 'no-voice';

function normalizeTag(tag: string): string {
  return tag.replace(/_/gu, '-').toLowerCase();
}

/** Cantonese voices read Chinese characters in Cantonese, which is not what a Taiwan learner hears at school. */
function isCantonese(tag: string): boolean {
  return tag.startsWith('yue') || tag.startsWith('zh-hk') || tag.startsWith('zh-mo');
}

/**
 * The best installed voice for the page language. Taiwan Mandarin first, then any Traditional
 * Chinese, then any other Mandarin voice (it still reads the characters correctly); for English,
 * US English first, then any English.
 */
export function pickVoice(voices: readonly SpeechSynthesisVoice[], language: UiLanguage): SpeechSynthesisVoice | null {
  const tagged = voices.map((voice) => ({ voice, tag: normalizeTag(voice.lang) }));
  const first = (test: (tag: string) => boolean) => tagged.find((entry) => test(entry.tag))?.voice ?? null;
  if (language === 'en') return first((tag) => tag === 'en-us') ?? first((tag) => tag === 'en' || tag.startsWith('en-'));
  return (
    first((tag) => tag === 'zh-tw' || tag === 'cmn-tw' || tag.endsWith('-hant-tw')) ??
    first((tag) => tag.startsWith('zh-hant') || tag.startsWith('cmn-hant')) ??
    first((tag) => (tag === 'zh' || tag.startsWith('zh-') || tag.startsWith('cmn')) && !isCantonese(tag))
  );
}

/** The page's speech synthesis, or null where the browser has none (or only half of the API). */
export function synthesis(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  const synth: SpeechSynthesis | undefined = window.speechSynthesis;
  return synth && typeof window.SpeechSynthesisUtterance === 'function' ? synth : null;
}

/** Chrome fills the voice list a moment after load; this long is waited for it before saying there is no voice. */
export const VOICE_WAIT_MS = 1_500;

/** The installed voices, waiting (once, briefly) for a list the browser has not filled in yet. */
export function installedVoices(synth: SpeechSynthesis, onReady: (voices: readonly SpeechSynthesisVoice[]) => void): void {
  const now = synth.getVoices();
  if (now.length > 0) {
    onReady(now);
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    synth.removeEventListener('voiceschanged', finish);
    onReady(synth.getVoices());
  };
  const timer = setTimeout(finish, VOICE_WAIT_MS);
  synth.addEventListener('voiceschanged', finish);
}
