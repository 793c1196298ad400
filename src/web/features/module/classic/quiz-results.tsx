import { ArrowRight, CheckCircle2, Map as MapIcon, PenLine, RotateCcw, UserPlus, XCircle } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { Link } from 'react-router';
import type { Language } from '../../../../content/schema/bilingual';
import type { Island } from '../../../../content/schema/catalogue';
import type { ClassicQuestion } from '../../../../content/schema/module-body';
import { PASS_SCORE } from '../../../../domain/constants';
import { isClassicAnswerCorrect } from '../../../../domain/grading';
import type { QuizOutcome } from '../../../../domain/progress-api';
import { completionVoice, isPassingScore, resultsBadgeVariant, type ResultsBadgeVariant } from '../../../../domain/scoring-feedback';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CLASSIC_NS } from './classic-i18n';
import { describeAnswer, describeCorrect, type ClassicAnswers } from './quiz-answers';
import { questionBlocks, readingBlockId } from '../../../../domain/step-reading';
import { ListenButton, ReadableText } from '../read-aloud/read-aloud-controls';
import { QuestionText } from './quiz-question';

/** Each variant differs in colour, border and icon, and always carries its words (never colour alone). */
const BADGE_STYLES: Record<ResultsBadgeVariant, string> = {
  default: 'border-solid border-teal-800 bg-teal-700 text-white',
  secondary: 'border-solid border-amber-500 bg-amber-200 text-amber-950',
  destructive: 'border-dashed border-rose-600 bg-rose-50 text-rose-900',
};

/** A label with one answer inline, or several (a multi question) as a list. */
function AnswerLine({ label, items, className }: { label: string; items: readonly string[]; className: string }) {
  if (items.length === 1) {
    return (
      <p className={`text-base ${className}`}>
        <span className="font-bold">{label}</span>
        {/* A full-width colon already carries its own space. */}
        {label.endsWith('：') ? '' : ' '}
        {items[0]}
      </p>
    );
  }
  return (
    <div className={`text-base ${className}`}>
      <p className="font-bold">{label}</p>
      <ul className="mt-1 flex list-disc flex-col gap-1 pl-6">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

type Props = {
  ref: Ref<HTMLHeadingElement>;
  questions: readonly ClassicQuestion[];
  answers: ClassicAnswers;
  outcome: QuizOutcome;
  language: Language;
  island: Island;
  signedIn: boolean;
  onRetry: () => void;
  onComplete: () => void;
};

/** The graded quiz: the server's score and per-question verdicts, with the right answers and why. */
export function QuizResults({ ref, questions, answers, outcome, language, island, signedIn, onRetry, onComplete }: Props) {
  const { t } = useTranslation(CLASSIC_NS);
  const variant = resultsBadgeVariant(outcome.score);
  const passed = isPassingScore(outcome.score);
  const voice = completionVoice(outcome.score);
  const verdicts = new Map(outcome.perQuestion.map((item) => [item.questionId, item.correct]));
  // The server's verdict is what counts; the local rule only fills a gap if a question is missing from it.
  const isRight = (question: ClassicQuestion) => verdicts.get(question.id) ?? isClassicAnswerCorrect(question, answers[question.id]);
  const correctCount = questions.filter(isRight).length;
  const labels = { true: t('quiz.true'), false: t('quiz.false'), none: t('results.noAnswer') };

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col items-start gap-4 rounded-3xl bg-gradient-to-br from-teal-50 to-sky-50 p-6 ring-1 ring-teal-200">
        <h3 ref={ref} tabIndex={-1} className="scroll-mt-24 rounded-md text-2xl font-extrabold text-teal-950 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600">
          {t('results.heading')}
        </h3>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('results.score', { score: outcome.score })}</p>
          <span data-variant={variant} className={`inline-flex items-center gap-2 rounded-full border-2 px-4 py-1.5 text-base font-bold ${BADGE_STYLES[variant]}`}>
            {variant === 'destructive' ? <RotateCcw className="h-5 w-5" aria-hidden="true" /> : <CheckCircle2 className="h-5 w-5" aria-hidden="true" />}
            {t(`results.badge.${variant}`)}
          </span>
        </div>
        <p className="text-lg font-semibold text-slate-800">{t('results.correctCount', { count: correctCount, total: questions.length })}</p>
        <p aria-live="polite" className="text-lg text-slate-800">
          {passed && !outcome.completed ? t('results.passed') : t(`results.voice.${voice.tier}`, { pass: PASS_SCORE })}
        </p>
        {outcome.completed && signedIn ? <p className="text-lg font-bold text-emerald-800">{t('results.savedAccount')}</p> : null}
        {outcome.completed && !signedIn ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-4 ring-2 ring-amber-300">
            <p className="text-lg text-slate-900">{t('results.savedDevice')}</p>
            <Link to="/auth?tab=sign-up" className={buttonClasses('primary', '', 'sm')}>
              <UserPlus className="h-5 w-5" aria-hidden="true" />
              {t('results.signUp')}
            </Link>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {/* Already saved: Complete Module would only scroll, so the button says it is saved and leads back to the island. */}
          {outcome.completed ? (
            <>
              <Link to={island.path} className={buttonClasses('primary')}>
                <MapIcon className="h-5 w-5" aria-hidden="true" />
                {t('results.savedBack', { island: island.title[language] })}
              </Link>
              <Button variant="outline" onClick={onComplete}>
                <PenLine className="h-5 w-5" aria-hidden="true" />
                {t('results.toReflection')}
              </Button>
            </>
          ) : null}
          {passed && !outcome.completed ? (
            <Button variant="primary" onClick={onComplete}>
              {t('results.complete')}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Button>
          ) : null}
          <Button variant={passed ? 'outline' : 'primary'} onClick={onRetry}>
            <RotateCcw className="h-5 w-5" aria-hidden="true" />
            {t('results.retry')}
          </Button>
        </div>
      </section>

      <ol className="flex flex-col gap-4">
        {questions.map((question, position) => {
          const right = isRight(question);
          const correct = describeCorrect(question, language, labels);
          return (
            <li key={question.id} className={`flex flex-col gap-2 rounded-2xl border-l-8 bg-white p-5 shadow-sm ring-1 ring-slate-200 ${right ? 'border-emerald-600' : 'border-rose-500'}`}>
              <h4 className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
                {right ? <CheckCircle2 className="h-6 w-6 text-emerald-700" aria-hidden="true" /> : <XCircle className="h-6 w-6 text-rose-700" aria-hidden="true" />}
                <span>{t('results.questionN', { n: position + 1 })}</span>
                <span className={right ? 'text-emerald-800' : 'text-rose-800'}>{t(right ? 'results.right' : 'results.wrong')}</span>
              </h4>
              <p className="text-lg text-slate-900">
                <QuestionText text={question.question[language]} blankLabel={t('quiz.blank')} />
              </p>
              <AnswerLine label={t('results.yourAnswer')} items={describeAnswer(question, answers[question.id], language, labels)} className="text-slate-800" />
              <AnswerLine label={t('results.correctAnswer')} items={correct.answers} className="font-semibold text-slate-900" />
              {correct.alsoAccepted.length > 0 ? (
                <p className="text-base text-slate-700">{t('results.alsoAccepted', { list: correct.alsoAccepted.join(language === 'zh-TW' ? '、' : ', ') })}</p>
              ) : null}
              <div className="flex items-start gap-3 rounded-xl bg-sky-50 p-3 text-base text-slate-800">
                <p className="min-w-0 flex-1 pt-2.5">
                  <span className="font-bold">{t('results.whyLabel')}</span>
                  {/* A full-width colon already carries its own space. */}
                  {t('results.whyLabel').endsWith('：') ? '' : ' '}
                  <ReadableText blockId={readingBlockId.why(question.id)} text={question.feedback[language]} />
                </p>
                <ListenButton blocks={questionBlocks({ question, boolLabels: labels, whyShown: true }, language).slice(-1)} />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
