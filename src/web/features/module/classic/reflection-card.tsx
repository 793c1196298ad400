import { NotebookPen, Save } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { Link } from 'react-router';
import type { ClassicBody } from '../../../../content/schema/module-body';
import { MAX_REFLECTION_LENGTH } from '../../../../domain/constants';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { useQueuedReflection, useSaveReflection } from '../../../lib/progress';
import { CLASSIC_NS } from './classic-i18n';
import { StepPlaceholder } from './step-placeholder';

type Props = {
  ref: Ref<HTMLHeadingElement>;
  moduleId: string;
  reflection: ClassicBody['reflection'] | undefined;
  signedIn: boolean;
  /** What the learner saved before for this module, if anything. */
  savedText: string | undefined;
};

type Status = 'idle' | 'saving' | 'saved' | 'queued' | 'error';

/** The lesson's closing question; signed-in learners keep their answer (it counts toward Reflection Writer). */
export function ReflectionCard({ ref, moduleId, reflection, signedIn, savedText }: Props) {
  const { t } = useTranslation(CLASSIC_NS);
  const language = useUiLanguage();
  const id = useId();
  const save = useSaveReflection(moduleId);
  // null until the learner types: until then the box shows the saved text, even when it arrives late.
  const [draft, setDraft] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  // Written offline and waiting on this device to sync (decision 026): the box keeps it, even after a reload.
  const queuedText = useQueuedReflection(moduleId);
  const text = draft ?? queuedText ?? savedText ?? '';
  const waiting = queuedText !== null && text === queuedText;
  // Once the queued text has reached the server, it reads as saved.
  const shown: Status = waiting ? 'queued' : status === 'queued' ? 'saved' : status;
  const canSave = text.trim() !== '' && status !== 'saving' && shown !== 'saved' && !waiting && text !== savedText;

  function onSave() {
    if (!canSave) return;
    setStatus('saving');
    save.mutate(text, {
      onSuccess: (result) => setStatus(result.status === 'queued' ? 'queued' : 'saved'),
      onError: () => setStatus('error'),
    });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-violet-200 sm:p-8">
      <h2
        ref={ref}
        id={`${id}-heading`}
        tabIndex={-1}
        className="flex scroll-mt-24 items-center gap-2 rounded-md text-2xl font-extrabold text-violet-950 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600"
      >
        <NotebookPen className="h-7 w-7 text-violet-700" aria-hidden="true" />
        {t('reflection.heading')}
      </h2>
      {!reflection ? (
        <StepPlaceholder message={t('reflection.placeholder')} />
      ) : !signedIn ? (
        <>
          <p className="text-lg text-slate-800">{reflection.question[language]}</p>
          <p className="text-base text-slate-700">{t('reflection.signIn')}</p>
          <div>
            <Link to="/auth" className={buttonClasses('outline')}>
              {t('reflection.signInLink')}
            </Link>
          </div>
        </>
      ) : (
        <>
          {savedText ? (
            <div className="rounded-xl bg-violet-50 p-4 ring-1 ring-violet-200">
              <p className="text-sm font-bold uppercase tracking-wide text-violet-800">{t('reflection.savedLabel')}</p>
              <p className="mt-1 whitespace-pre-wrap text-lg text-slate-800">{savedText}</p>
            </div>
          ) : null}
          <label htmlFor={`${id}-text`} className="text-lg font-semibold text-slate-900">
            {reflection.question[language]}
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            rows={5}
            maxLength={MAX_REFLECTION_LENGTH}
            placeholder={reflection.placeholder[language]}
            aria-describedby={`${id}-count`}
            onChange={(event) => {
              setDraft(event.target.value);
              setStatus('idle');
            }}
            className="w-full rounded-xl border-2 border-slate-300 bg-white p-3 text-lg text-slate-900 placeholder:text-slate-500 focus-visible:border-violet-700 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-600"
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p id={`${id}-count`} className="text-sm text-slate-700">
              {t('reflection.counter', { count: text.length, max: MAX_REFLECTION_LENGTH })}
            </p>
            <Button onClick={onSave} disabled={!canSave}>
              <Save className="h-5 w-5" aria-hidden="true" />
              {status === 'saving' ? t('reflection.saving') : t('reflection.save')}
            </Button>
          </div>
          <p
            aria-live="polite"
            className={
              shown === 'saved'
                ? 'rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 ring-1 ring-emerald-300'
                : shown === 'queued'
                  ? 'rounded-xl border-2 border-dashed border-sky-400 bg-sky-50 p-3 font-semibold text-sky-950'
                  : shown === 'error'
                    ? 'rounded-xl bg-rose-50 p-3 font-semibold text-rose-900 ring-1 ring-rose-300'
                    : 'sr-only'
            }
          >
            {shown === 'saved' ? t('reflection.saved') : shown === 'queued' ? t('reflection.waiting') : shown === 'error' ? t('reflection.saveError') : ''}
          </p>
        </>
      )}
    </section>
  );
}
