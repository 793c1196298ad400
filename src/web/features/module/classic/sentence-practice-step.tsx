import { ArrowRight, CheckCircle2, Lightbulb, RotateCcw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Language } from '../../../../content/schema/bilingual';
import type { ClassicBody } from '../../../../content/schema/module-body';
import { Button } from '../../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { readingBlockId, stepReadingBlocks } from '../../../../domain/step-reading';
import { ListenButton, ReadableText, ReadStepBar } from '../read-aloud/read-aloud-controls';
import { CLASSIC_NS } from './classic-i18n';
import { checkSentence, practiceStart, stemStart, type SentenceCheck } from './sentence-check';
import { StepPlaceholder } from './step-placeholder';

/** Long enough for a real sentence, short enough that the box stays a sentence exercise. */
const MAX_SENTENCE_LENGTH = 300;

type Stem = ClassicBody['sentenceStems'][number];
/** Drafts by stem id, each in the language it was typed in (decision 027). */
type Drafts = Readonly<Record<string, { language: Language; text: string }>>;
type OnDraft = (stemId: string, language: Language, text: string) => void;

function PracticeBox({ stem, language, draft, onDraft }: { stem: Stem; language: Language; draft?: string; onDraft?: OnDraft }) {
  const { t } = useTranslation(CLASSIC_NS);
  const id = useId();
  const stemText = stem.stem[language];
  const [text, setText] = useState(() => draft ?? practiceStart(stemText, language));
  useEffect(() => {
    // Only a draft the learner typed is kept: the starter text alone is nothing to continue.
    if (text !== practiceStart(stemText, language) || draft !== undefined) onDraft?.(stem.id, language, text);
  }, [onDraft, stem.id, language, text, stemText, draft]);
  const [result, setResult] = useState<SentenceCheck | null>(null);

  const message = (() => {
    switch (result?.kind) {
      case undefined:
        return '';
      case 'good':
        return t('drills.good');
      case 'missing-stem':
        return t('drills.missingStem', { stem: stemStart(stemText) });
      case 'empty':
        return t('drills.empty');
      case 'too-short':
        return t('drills.tooShort', { count: result.words });
    }
  })();
  const good = result?.kind === 'good';

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-text`} className="font-bold text-slate-900">
        {t('drills.yourSentence')}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={MAX_SENTENCE_LENGTH}
        rows={3}
        aria-describedby={`${id}-feedback`}
        onChange={(event) => {
          setText(event.target.value);
          setResult(null);
        }}
        className="w-full rounded-xl border-2 border-slate-300 bg-white p-3 text-lg text-slate-900 focus-visible:border-teal-700 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-600"
      />
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" onClick={() => setResult(checkSentence(text, stemText, language))}>
          <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
          {t('drills.check')}
        </Button>
        <Button
          variant="neutral"
          onClick={() => {
            setText(practiceStart(stemText, language));
            setResult(null);
          }}
        >
          <RotateCcw className="h-5 w-5" aria-hidden="true" />
          {t('drills.reset')}
        </Button>
      </div>
      <p id={`${id}-feedback`} aria-live="polite" className={message ? `flex items-start gap-2 rounded-xl p-3 text-base font-semibold ring-1 ${good ? 'bg-emerald-50 text-emerald-900 ring-emerald-300' : 'bg-amber-50 text-amber-900 ring-amber-300'}` : ''}>
        {message ? (good ? <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" /> : <Lightbulb className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />) : null}
        {message}
      </p>
    </div>
  );
}

export function SentencePracticeStep({
  stems,
  drafts,
  onDraft,
  onContinue,
}: {
  stems: ClassicBody['sentenceStems'] | undefined;
  /** Drafts typed before the lesson was left. */
  drafts?: Drafts;
  onDraft?: OnDraft;
  onContinue: () => void;
}) {
  const { t } = useTranslation(CLASSIC_NS);
  const language = useUiLanguage();
  const blocks = stepReadingBlocks({ kind: 'stems', stems: stems ?? [] }, language);
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-extrabold text-teal-950">{t('drills.heading')}</h2>
      {stems && stems.length > 0 ? (
        <>
          <ReadStepBar blocks={blocks} />
          <p className="text-lg text-slate-700">{t('drills.intro')}</p>
          <ol className="flex flex-col gap-6">
            {stems.map((stem) => (
              <li key={stem.id} className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:grid-cols-2">
                <div className="flex flex-col gap-3">
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="text-xl font-bold text-teal-900">
                      <span className="block text-sm font-bold uppercase tracking-wide text-slate-600">{t('drills.starter')}</span>
                      <ReadableText blockId={readingBlockId.stem(stem.id)} text={stem.stem[language]} />
                    </h3>
                    <ListenButton blocks={blocks.filter((block) => block.id === readingBlockId.stem(stem.id) || block.id.startsWith(`stem-${stem.id}-example-`))} />
                  </div>
                  <div className="rounded-xl bg-sky-50 p-4 ring-1 ring-sky-200">
                    <p className="text-sm font-bold uppercase tracking-wide text-sky-800">{t('drills.example')}</p>
                    <ul className="mt-2 flex flex-col gap-2 text-lg text-slate-800">
                      {stem.examples.map((example, index) => (
                        <li key={example.en}>
                          <ReadableText blockId={readingBlockId.stemExample(stem.id, index)} text={example[language]} />
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
                {/* Keyed by language: a draft started in one language makes no sense under the other's stem. */}
                <PracticeBox key={language} stem={stem} language={language} draft={drafts?.[stem.id]?.language === language ? drafts[stem.id]?.text : undefined} onDraft={onDraft} />
              </li>
            ))}
          </ol>
        </>
      ) : (
        <StepPlaceholder message={t('drills.placeholder')} />
      )}
      <div>
        <Button onClick={onContinue}>
          {t('drills.continue')}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
