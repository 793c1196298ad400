import * as Tabs from '@radix-ui/react-tabs';
import { BookOpenText, CheckCircle2, MessageSquareText, PenLine, Trophy, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { categoriesOfIsland, getIsland } from '../../../../content/catalogue-queries';
import type { ModuleMeta } from '../../../../content/schema/catalogue';
import type { ClassicBody } from '../../../../content/schema/module-body';
import { PERFECT_SCORE } from '../../../../domain/constants';
import { CLASSIC_STEPS, type ClassicChoices, type ClassicPosition, type ClassicQuizChoices } from '../../../../domain/lesson-position';
import type { QuizOutcome } from '../../../../domain/progress-api';
import type { LessonPlace } from '../lesson-resume';
import { useProgress } from '../../../lib/progress';
import { useSession } from '../../../lib/session';
import { useStopReadingOnStepChange } from '../read-aloud/read-aloud-controls';
import { ClassicFooter } from './classic-footer';
import { ClassicBreadcrumb, ClassicHero } from './classic-header';
import { CLASSIC_NS } from './classic-i18n';
import { QuizStep } from './quiz-step';
import { ReflectionCard } from './reflection-card';
import { ScenarioStep } from './scenario-step';
import { SentencePracticeStep } from './sentence-practice-step';
import { VocabularyStep } from './vocabulary-step';
import { prefersReducedMotion } from '../../../lib/reading-settings-store';

const STEPS = CLASSIC_STEPS;
type Step = (typeof STEPS)[number];

type Drafts = NonNullable<ClassicChoices['drafts']>;

/** Where a left lesson continues, and where the player reports each move (decision 027). */
export type ClassicResume = {
  initial: ClassicPosition | null;
  onPlace: (place: LessonPlace) => void;
  /** The quiz was submitted (graded or waiting to sync): nothing more to continue. */
  onSubmitted: () => void;
};

const STEP_ICONS: Record<Step, LucideIcon> = {
  scenario: MessageSquareText,
  vocabulary: BookOpenText,
  drills: PenLine,
  quiz: Trophy,
};

function isStep(value: string): value is Step {
  return (STEPS as readonly string[]).includes(value);
}

/**
 * A classic-format lesson (content shape B): breadcrumb, hero, four tabbed steps, then the reflection and
 * the finish line. `body` is null while the lesson is still being written: every step then says so.
 */
export function ClassicModule({ meta, body, resume }: { meta: ModuleMeta; body: ClassicBody | null; resume?: ClassicResume }) {
  const { t } = useTranslation(CLASSIC_NS);
  const { user } = useSession();
  const signedIn = Boolean(user);
  const { progress } = useProgress();
  const island = getIsland(meta.island);
  const category = categoriesOfIsland(meta.island).find((candidate) => candidate.id === meta.categoryId);

  const initial = resume?.initial ?? null;
  const [step, setStep] = useState<Step>(initial?.step ?? 'scenario');
  const [done, setDone] = useState<ReadonlySet<Step>>(() => new Set(initial?.done));
  const [outcome, setOutcome] = useState<QuizOutcome | null>(null);
  // Sentence drafts and quiz answers as the steps report them, so a left lesson continues with them.
  const [drafts, setDrafts] = useState<Drafts>(() => initial?.choices.drafts ?? {});
  const [quizChoices, setQuizChoices] = useState<ClassicQuizChoices | undefined>(initial?.choices.quiz);
  const [submitted, setSubmitted] = useState(false);
  useStopReadingOnStepChange(step);
  const onPlace = resume?.onPlace;
  const onSubmitted = resume?.onSubmitted;

  useEffect(() => {
    if (!onPlace || submitted) return;
    const hasDrafts = Object.keys(drafts).length > 0;
    onPlace({ format: 'classic', step, done: STEPS.filter((item) => done.has(item)), choices: { drafts: hasDrafts ? drafts : undefined, quiz: quizChoices } });
  }, [onPlace, submitted, step, done, drafts, quizChoices]);

  const onDraft = useCallback((stemId: string, language: Drafts[string]['language'], text: string) => {
    setDrafts((current) => (current[stemId]?.text === text && current[stemId]?.language === language ? current : { ...current, [stemId]: { language, text } }));
  }, []);
  const onQuizSubmitted = useCallback(() => {
    setSubmitted(true);
    onSubmitted?.();
  }, [onSubmitted]);

  // The server has saved a passing quiz by the time the outcome arrives; the refetched list catches up after.
  const completed = progress.completedModules.includes(meta.id) || outcome?.completed === true;
  const perfect = outcome?.score === PERFECT_SCORE || progress.moduleScores[meta.id] === PERFECT_SCORE;

  const panels = useRef<Partial<Record<Step, HTMLDivElement | null>>>({});
  const reflectionHeading = useRef<HTMLHeadingElement>(null);
  const footer = useRef<HTMLElement>(null);
  // A fresh object per request, so pressing the same button twice still moves focus again.
  const [focusRequest, setFocusRequest] = useState<{ target: Step | 'finish' } | null>(null);
  useEffect(() => {
    // Continue and Complete Module replace the button that was pressed, so focus follows the learner to
    // where the page sent them (and scrolls it into view) instead of falling back to the top of the page.
    if (!focusRequest) return;
    const element = focusRequest.target === 'finish' ? (reflectionHeading.current ?? footer.current) : panels.current[focusRequest.target];
    element?.focus();
    // Each target has scroll-mt-24, which keeps it clear of the sticky site header.
    element?.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [focusRequest]);

  function complete(current: Step) {
    setDone((previous) => new Set(previous).add(current));
    const next = STEPS[STEPS.indexOf(current) + 1];
    if (next) {
      setStep(next);
      setFocusRequest({ target: next });
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <ClassicBreadcrumb meta={meta} category={category} island={island} />
      <ClassicHero meta={meta} completed={completed} />

      <Tabs.Root value={step} onValueChange={(value) => isStep(value) && setStep(value)} className="flex flex-col gap-4">
        <Tabs.List aria-label={t('tabs.label')} className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2 rounded-3xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:grid-cols-4">
          {STEPS.map((item, index) => {
            const Icon = STEP_ICONS[item];
            const isDone = done.has(item);
            return (
              <Tabs.Trigger
                key={item}
                value={item}
                className="group flex min-h-14 items-center justify-center gap-2 rounded-2xl px-3 py-2 text-base font-bold text-slate-700 transition-colors motion-reduce:transition-none hover:bg-sky-50 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 data-[state=active]:bg-teal-700 data-[state=active]:text-white data-[state=active]:shadow"
              >
                <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                <span className="flex flex-col items-start leading-tight">
                  <span className="text-xs font-semibold text-slate-600 group-data-[state=active]:text-teal-50">{t('tabs.step', { n: index + 1 })}</span>
                  <span>{t(`tabs.${item}`)}</span>
                </span>
                {isDone ? (
                  <>
                    <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
                    <span className="sr-only">({t('tabs.done')})</span>
                  </>
                ) : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>

        {STEPS.map((item) => (
          // Mounted all the time and only hidden, so quiz answers and sentence drafts survive switching tabs.
          <Tabs.Content
            key={item}
            value={item}
            forceMount
            hidden={step !== item}
            data-lesson-step
            ref={(element) => {
              panels.current[item] = element;
            }}
            className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 sm:p-8"
          >
            {item === 'scenario' ? <ScenarioStep scenarios={body?.scenarios} onContinue={() => complete('scenario')} /> : null}
            {item === 'vocabulary' ? (
              <VocabularyStep moduleId={meta.id} vocabulary={body?.vocabulary} signedIn={signedIn} onContinue={() => complete('vocabulary')} />
            ) : null}
            {item === 'drills' ? <SentencePracticeStep stems={body?.sentenceStems} drafts={initial?.choices.drafts} onDraft={onPlace ? onDraft : undefined} onContinue={() => complete('drills')} /> : null}
            {item === 'quiz' ? (
              <QuizStep
                meta={meta}
                body={body}
                active={step === 'quiz'}
                initial={initial?.choices.quiz}
                onChoices={onPlace ? setQuizChoices : undefined}
                onSubmitted={onQuizSubmitted}
                onOutcome={(result) => {
                  setOutcome(result);
                  if (result.completed) setDone((previous) => new Set(previous).add('quiz'));
                }}
                onComplete={() => setFocusRequest({ target: 'finish' })}
              />
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      {completed ? (
        <ReflectionCard
          ref={reflectionHeading}
          moduleId={meta.id}
          reflection={body?.reflection}
          signedIn={signedIn}
          savedText={progress.view?.reflections[meta.id]}
        />
      ) : null}

      <ClassicFooter ref={footer} island={island} completed={completed} perfect={perfect} />
    </div>
  );
}
