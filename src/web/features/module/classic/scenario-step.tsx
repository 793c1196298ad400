import { ArrowRight, MessageCircleQuestion } from 'lucide-react';
import type { ClassicBody } from '../../../../content/schema/module-body';
import { Button } from '../../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { readingBlockId, stepReadingBlocks } from '../../../../domain/step-reading';
import { ListenButton, ReadableText, ReadStepBar } from '../read-aloud/read-aloud-controls';
import { CLASSIC_NS } from './classic-i18n';
import { StepPlaceholder } from './step-placeholder';

export function ScenarioStep({ scenarios, onContinue }: { scenarios: ClassicBody['scenarios'] | undefined; onContinue: () => void }) {
  const { t } = useTranslation(CLASSIC_NS);
  const language = useUiLanguage();
  const blocks = stepReadingBlocks({ kind: 'scenarios', scenarios: scenarios ?? [] }, language);
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-extrabold text-teal-950">{t('scenario.heading')}</h2>
      {scenarios && scenarios.length > 0 ? (
        <>
          <ReadStepBar blocks={blocks} />
          {scenarios.map((scenario) => (
            <article key={scenario.id} className="flex flex-col gap-4">
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-xl font-bold text-slate-900">
                  <ReadableText blockId={readingBlockId.scenario(scenario.id, 'title')} text={scenario.title[language]} />
                </h3>
                <ListenButton blocks={blocks.filter((block) => block.id.startsWith(`scenario-${scenario.id}-`))} />
              </div>
              <p className="text-lg font-semibold text-slate-800">
                <ReadableText blockId={readingBlockId.scenario(scenario.id, 'description')} text={scenario.description[language]} />
              </p>
              <section aria-label={t('scenario.story')} className="rounded-2xl bg-sky-50 p-5 text-lg leading-relaxed text-slate-800 ring-1 ring-sky-200">
                <p>
                  <ReadableText blockId={readingBlockId.scenario(scenario.id, 'context')} text={scenario.context[language]} />
                </p>
              </section>
              <section className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
                <h4 className="flex items-center gap-2 text-lg font-bold text-amber-900">
                  <MessageCircleQuestion className="h-6 w-6" aria-hidden="true" />
                  {t('scenario.thinking')}
                </h4>
                <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-lg text-slate-800 marker:text-amber-600">
                  {scenario.thinkingPrompts.map((prompt, index) => (
                    <li key={prompt.en}>
                      <ReadableText blockId={readingBlockId.scenarioPrompt(scenario.id, index)} text={prompt[language]} />
                    </li>
                  ))}
                </ul>
              </section>
            </article>
          ))}
        </>
      ) : (
        <StepPlaceholder message={t('scenario.placeholder')} />
      )}
      <div>
        <Button onClick={onContinue}>
          {t('scenario.continue')}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
