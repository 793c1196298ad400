import { useCallback, useEffect, useRef, useState } from 'react';
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

function synthesis(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  const synth: SpeechSynthesis | undefined = window.speechSynthesis;
  return synth && typeof window.SpeechSynthesisUtterance === 'function' ? synth : null;
}

/**
 * Reads a sentence aloud with the Web Speech API in the page language. Reports a problem instead of
 * failing silently, so the child knows to read it themselves.
 */
export function useSpeech(language: UiLanguage) {
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>(() => synthesis()?.getVoices() ?? []);
  const [speaking, setSpeaking] = useState(false);
  // Kept with the language it concerns: after switching language the old note no longer applies.
  const [problem, setProblem] = useState<{ kind: SpeechProblem; language: UiLanguage } | null>(null);
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  useEffect(() => {
    const synth = synthesis();
    if (!synth) return undefined;
    // Chrome fills the voice list a moment after load and announces it with this event.
    const update = () => setVoices(synth.getVoices());
    synth.addEventListener('voiceschanged', update);
    return () => {
      synth.removeEventListener('voiceschanged', update);
      // Leaving the page must not keep talking over the next one.
      if (current.current) synth.cancel();
    };
  }, []);

  const stop = useCallback(() => {
    synthesis()?.cancel();
    current.current = null;
    setSpeaking(false);
  }, []);

  const speak = useCallback(
    (text: string) => {
      const synth = synthesis();
      if (!synth) {
        setProblem({ kind: 'unsupported', language });
        return;
      }
      const voice = pickVoice(voices.length > 0 ? voices : synth.getVoices(), language);
      if (!voice) {
        setProblem({ kind: 'no-voice', language });
        return;
      }
      setProblem(null);
      synth.cancel();
      const utterance = new window.SpeechSynthesisUtterance(text);
      utterance.lang = SPEECH_LANG[language];
      utterance.voice = voice;
      // A little slower than normal speech: the listeners are 8 to 13.
      utterance.rate = 0.9;
      const finish = () => {
        if (current.current === utterance) {
          current.current = null;
          setSpeaking(false);
        }
      };
      utterance.onend = finish;
      utterance.onerror = finish;
      current.current = utterance;
      setSpeaking(true);
      synth.speak(utterance);
    },
    [voices, language],
  );

  return { speak, stop, speaking, problem: problem?.language === language ? problem.kind : null };
}
