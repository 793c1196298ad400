import { ArrowRight, CheckCircle2, Circle } from 'lucide-react';
import { useState } from 'react';
import type { ClassicBody } from '../../../../content/schema/module-body';
import { Button } from '../../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { useProgress, useQueuedVocabMarks, useVocabMastery } from '../../../lib/progress';
import { readingBlockId, stepReadingBlocks } from '../../../../domain/step-reading';
import { ListenButton, ReadableText, ReadStepBar } from '../read-aloud/read-aloud-controls';
import { CLASSIC_NS } from './classic-i18n';
import { StepPlaceholder } from './step-placeholder';

type Props = {
  moduleId: string;
  vocabulary: ClassicBody['vocabulary'] | undefined;
  signedIn: boolean;
  onContinue: () => void;
};

export function VocabularyStep({ moduleId, vocabulary, signedIn, onContinue }: Props) {
  const { t } = useTranslation(CLASSIC_NS);
  const language = useUiLanguage();
  const { progress } = useProgress();
  const mastery = useVocabMastery();
  // The press shows at once; the saved list catches up when the progress query refetches.
  const [pressed, setPressed] = useState<Record<string, boolean>>({});
  const [failed, setFailed] = useState(false);
  const saved = new Set(progress.view?.vocabMastered ?? []);
  // A mark made offline waits on this device (decision 026): it stays shown as made, and says it waits to sync.
  const queued = useQueuedVocabMarks();
  const waiting = [...queued.keys()].some((key) => key.startsWith(`${moduleId}/`));
  const isMastered = (key: string) => pressed[key] ?? queued.get(key) ?? saved.has(key);

  function toggle(key: string) {
    const mastered = !isMastered(key);
    setPressed((current) => ({ ...current, [key]: mastered }));
    setFailed(false);
    mastery.mutate(
      { key, mastered },
      {
        onError: () => {
          setPressed((current) => ({ ...current, [key]: !mastered }));
          setFailed(true);
        },
      },
    );
  }

  const terms = vocabulary ?? [];
  const masteredCount = terms.filter((term) => isMastered(`${moduleId}/${term.id}`)).length;
  const blocks = stepReadingBlocks({ kind: 'vocabulary', vocabulary: terms }, language);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-extrabold text-teal-950">{t('vocabulary.heading')}</h2>
        {signedIn && terms.length > 0 ? (
          <p className="text-base font-semibold text-slate-700">{t('vocabulary.masteredCount', { count: masteredCount, total: terms.length })}</p>
        ) : null}
      </div>
      <p role="alert" className={failed ? 'rounded-xl bg-rose-50 p-3 font-semibold text-rose-800 ring-1 ring-rose-300' : 'sr-only'}>
        {failed ? t('vocabulary.masterError') : ''}
      </p>
      <p role="status" className={waiting && !failed ? 'rounded-xl bg-sky-50 p-3 font-semibold text-sky-950 ring-1 ring-sky-300' : 'sr-only'}>
        {waiting && !failed ? t('vocabulary.masterWaiting') : ''}
      </p>
      {terms.length > 0 ? <ReadStepBar blocks={blocks} /> : null}
      {terms.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {terms.map((term) => {
            const key = `${moduleId}/${term.id}`;
            const mastered = isMastered(key);
            return (
              <li
                key={term.id}
                className={`flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-2 ${mastered ? 'ring-emerald-500' : 'ring-slate-200'}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-xl font-extrabold text-teal-900">
                    <ReadableText blockId={readingBlockId.vocabulary(term.id, 'word')} text={term.term[language]} />
                  </h3>
                  <ListenButton blocks={blocks.filter((block) => block.id.startsWith(`vocabulary-${term.id}-`))} />
                </div>
                <p className="text-lg text-slate-800">
                  <ReadableText blockId={readingBlockId.vocabulary(term.id, 'meaning')} text={term.definition[language]} />
                </p>
                <div className="rounded-xl bg-sky-50 p-3 text-base text-slate-800">
                  <p className="text-sm font-bold uppercase tracking-wide text-sky-800">{t('vocabulary.example')}</p>
                  <p className="mt-1">
                    <ReadableText blockId={readingBlockId.vocabulary(term.id, 'example')} text={term.example[language]} />
                  </p>
                </div>
                {signedIn ? (
                  <div className="mt-auto">
                    <button
                      type="button"
                      aria-pressed={mastered}
                      onClick={() => toggle(key)}
                      className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 py-2 font-semibold transition-colors motion-reduce:transition-none focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 ${
                        mastered ? 'border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800' : 'border-slate-400 bg-white text-slate-800 hover:bg-slate-50'
                      }`}
                    >
                      {mastered ? <CheckCircle2 className="h-5 w-5" aria-hidden="true" /> : <Circle className="h-5 w-5" aria-hidden="true" />}
                      {t('vocabulary.master')}
                      <span className="sr-only">: {term.term[language]}</span>
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <StepPlaceholder message={t('vocabulary.placeholder')} />
      )}
      <div>
        <Button onClick={onContinue}>
          {t('vocabulary.continue')}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
