import { ArrowRight, Check, MessageSquareQuote, Star } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { Bilingual } from '../../../../content/schema/bilingual';
import type { AdventureBody } from '../../../../content/schema/module-body';
import { Button } from '../../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { useProgress, useQueuedVocabMarks, useVocabMastery } from '../../../lib/progress';
import { useSession } from '../../../lib/session';
import { readingBlockId, stepReadingBlocks } from '../../../../domain/step-reading';
import { ListenButton, ReadableText, ReadStepBar } from '../read-aloud/read-aloud-controls';
import { ADVENTURE_NS } from './adventure-i18n';

/** The story paragraphs, then the button that starts the lesson. */
export function StoryStep({ paragraphs, onComplete }: { paragraphs: readonly Bilingual[]; onComplete: () => void }) {
  const { t } = useTranslation(ADVENTURE_NS);
  const language = useUiLanguage();
  const blocks = stepReadingBlocks({ kind: 'story', paragraphs }, language);
  return (
    <div className="flex flex-col gap-6">
      <ReadStepBar blocks={blocks} />
      <div className="flex flex-col gap-4 text-lg leading-relaxed text-slate-800 sm:text-xl sm:leading-relaxed">
        {blocks.map((block, index) => (
          <div key={paragraphs[index]?.en ?? block.id} className="flex items-start gap-3">
            <p className="min-w-0 flex-1">
              <ReadableText blockId={block.id} text={block.text} />
            </p>
            <ListenButton blocks={[block]} />
          </div>
        ))}
      </div>
      <Button variant="secondary" className="self-stretch text-lg sm:self-start" onClick={onComplete}>
        {t('startLearning')}
        <ArrowRight className="h-5 w-5" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** A term key the progress API accepts ('M01/coins-and-notes'); adventure terms carry no id of their own. */
export function termKey(moduleId: string, term: Bilingual): string | null {
  const slug = term.en
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 64);
  return slug === '' ? null : `${moduleId}/${slug}`;
}

/** Signed-in learners collect mastered terms toward the Vocab Hero badge; visitors have nowhere to keep them. */
function MasteryToggle({ vocabKey, mastered }: { vocabKey: string; mastered: boolean }) {
  const { t } = useTranslation(ADVENTURE_NS);
  const mastery = useVocabMastery();
  return (
    <Button
      variant={mastered ? 'primary' : 'outline'}
      size="sm"
      className="mt-3 self-start"
      aria-pressed={mastered}
      disabled={mastery.isPending}
      onClick={() =>
        mastery.mutate({ key: vocabKey, mastered: !mastered }, { onError: () => toast.error(t('masteryFailed')) })
      }
    >
      {mastered ? <Check className="h-5 w-5" aria-hidden="true" /> : <Star className="h-5 w-5" aria-hidden="true" />}
      {mastered ? t('mastered') : t('markMastered')}
    </Button>
  );
}

/** One card per key term: the word, what it means and, when written, an example. */
export function TermsStep({
  moduleId,
  definitions,
  onComplete,
}: {
  moduleId: string;
  definitions: AdventureBody['definitions'];
  onComplete: () => void;
}) {
  const { t } = useTranslation(ADVENTURE_NS);
  const language = useUiLanguage();
  const { user } = useSession();
  const { progress } = useProgress();
  const masteredKeys = new Set(progress.view?.vocabMastered ?? []);
  // A mark made offline waits on this device (decision 026): it shows as made, and says it waits to sync.
  const queued = useQueuedVocabMarks();
  const isMastered = (key: string) => queued.get(key) ?? masteredKeys.has(key);
  const waiting = [...queued.keys()].some((key) => key.startsWith(`${moduleId}/`));
  const blocks = stepReadingBlocks({ kind: 'terms', definitions }, language);
  return (
    <div className="flex flex-col gap-6">
      <ReadStepBar blocks={blocks} />
      <p className="text-lg text-slate-700">{t('termsIntro')}</p>
      <p role="status" className={waiting ? 'rounded-xl bg-sky-50 p-3 font-semibold text-sky-950 ring-1 ring-sky-300' : 'sr-only'}>
        {waiting ? t('masteryWaiting') : ''}
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {definitions.map((item, index) => {
          const key = termKey(moduleId, item.term);
          const word = readingBlockId.term(index, 'word');
          const meaning = readingBlockId.term(index, 'meaning');
          const example = readingBlockId.term(index, 'example');
          const cardBlocks = blocks.filter((block) => block.id === word || block.id === meaning || block.id === example);
          return (
            <li key={item.term.en} className="flex flex-col rounded-2xl border-2 border-amber-200 bg-amber-50/60 p-5">
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-2xl font-extrabold text-teal-900">
                  <ReadableText blockId={word} text={item.term[language]} />
                </h3>
                <ListenButton blocks={cardBlocks} />
              </div>
              <p className="mt-2 text-lg leading-relaxed text-slate-800">
                <ReadableText blockId={meaning} text={item.definition[language]} />
              </p>
              {item.example ? (
                <p className="mt-3 rounded-xl bg-white p-3 text-base leading-relaxed text-slate-700">
                  <span className="font-bold text-amber-800">{t('example')}: </span>
                  <ReadableText blockId={example} text={item.example[language]} />
                </p>
              ) : null}
              {user && key ? <MasteryToggle vocabKey={key} mastered={isMastered(key)} /> : null}
            </li>
          );
        })}
      </ul>
      <Button className="self-stretch text-lg sm:self-start" onClick={onComplete}>
        {t('termsNext')}
        <ArrowRight className="h-5 w-5" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Example sentences that use the new words. */
export function ExamplesStep({ examples, onComplete }: { examples: readonly Bilingual[]; onComplete: () => void }) {
  const { t } = useTranslation(ADVENTURE_NS);
  const language = useUiLanguage();
  const blocks = stepReadingBlocks({ kind: 'examples', examples }, language);
  return (
    <div className="flex flex-col gap-6">
      <ReadStepBar blocks={blocks} />
      <p className="text-lg text-slate-700">{t('examplesIntro')}</p>
      <ul className="flex flex-col gap-3">
        {blocks.map((block, index) => (
          <li key={examples[index]?.en ?? block.id} className="flex items-start gap-3 rounded-2xl bg-sky-50 p-4 text-lg leading-relaxed text-slate-800 ring-1 ring-sky-200">
            <MessageSquareQuote className="mt-2.5 h-6 w-6 shrink-0 text-sky-700" aria-hidden="true" />
            <span className="min-w-0 flex-1 pt-1.5">
              <ReadableText blockId={block.id} text={block.text} />
            </span>
            <ListenButton blocks={[block]} />
          </li>
        ))}
      </ul>
      <Button className="self-stretch text-lg sm:self-start" onClick={onComplete}>
        {t('examplesNext')}
        <ArrowRight className="h-5 w-5" aria-hidden="true" />
      </Button>
    </div>
  );
}
