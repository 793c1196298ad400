import { CheckCircle2, Clock, HelpCircle, Lock, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ModuleMeta } from '../../content/schema/catalogue';
import { useTranslation, useUiLanguage } from '../i18n/i18n';
import { WaitingMark } from './offline/waiting-mark';
import { buttonClasses } from './ui/button';
import '../i18n/page-strings';

type Props = {
  meta: ModuleMeta;
  /** Where the lesson opens: `/{island-path}/{moduleId}`. */
  href: string;
  done: boolean;
  /** Finished on this device and waiting in the quiz outbox: done, with no score until the server grades it. */
  waiting?: boolean;
  bestScore?: number | undefined;
  /** A visitor's card outside the free island: the button opens the sign-in dialog instead. */
  needsSignIn: boolean;
  /** Signed in, but the island is not unlocked yet. */
  islandLocked?: boolean;
  /** Why the card cannot be opened yet (what opens its island); shown under its button. */
  lockReason?: string | null;
  onSignIn: () => void;
};

/** A lesson on a card: what it is, how long, whether it's done, and the way in. */
export function ModuleCard({ meta, href, done, waiting = false, bestScore, needsSignIn, islandLocked = false, lockReason = null, onSignIn }: Props) {
  const { t } = useTranslation();
  const reasonId = useId();
  const describedBy = lockReason ? reasonId : undefined;
  const language = useUiLanguage();
  const outcome = meta.outcome === 'remember' ? 'remember' : 'understand';
  return (
    <article className={`flex w-full flex-col gap-3 rounded-3xl border-2 bg-white p-4 shadow-sm ${done ? 'border-emerald-300' : 'border-slate-200'}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className="inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-sky-100 px-2 font-bold text-sky-900"
          title={t(`moduleCard.${outcome}Label`)}
        >
          <span aria-hidden="true">{t(`moduleCard.${outcome}`)}</span>
          <span className="sr-only">{t(`moduleCard.${outcome}Label`)}</span>
        </span>
        {meta.format === 'adventure' ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-1 font-semibold text-amber-900" title={t('moduleCard.questLabel')}>
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {t('moduleCard.quest')}
            <span className="sr-only">{t('moduleCard.questLabel')}</span>
          </span>
        ) : null}
        {waiting ? <WaitingMark className="ml-auto" /> : null}
        {done ? (
          <span className={`${waiting ? '' : 'ml-auto '}inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-1 font-semibold text-emerald-900`}>
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {t('moduleCard.done')}
          </span>
        ) : null}
      </div>
      <h3 className="text-lg font-bold leading-snug text-slate-900">
        <span className="sr-only">{meta.id} · </span>
        {meta.title[language]}
      </h3>
      <p className="line-clamp-2 text-slate-700">{meta.description[language]}</p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {t('moduleCard.minutes', { count: meta.estimatedMinutes })}
        </span>
        <span className="inline-flex items-center gap-1">
          <HelpCircle className="h-4 w-4" aria-hidden="true" />
          {t('moduleCard.questions', { count: meta.questionCount })}
        </span>
        {done && bestScore !== undefined ? <span>{t('moduleCard.bestScore', { score: bestScore })}</span> : null}
      </p>
      <div className="mt-auto pt-1">
        {needsSignIn ? (
          <button type="button" className={buttonClasses('outline', 'w-full')} onClick={onSignIn} aria-describedby={describedBy} aria-label={`${t('moduleCard.signInToAccess')}: ${meta.title[language]}`}>
            <Lock className="h-4 w-4" aria-hidden="true" />
            {t('moduleCard.signInToAccess')}
          </button>
        ) : islandLocked ? (
          <span className={buttonClasses('neutral', 'w-full cursor-not-allowed opacity-70')} aria-disabled="true" aria-describedby={describedBy}>
            <Lock className="h-4 w-4" aria-hidden="true" />
            {t('moduleCard.lockedIsland')}
          </span>
        ) : (
          <Link
            to={href}
            className={buttonClasses(done ? 'outline' : 'primary', 'w-full')}
            aria-label={`${done ? t('moduleCard.review') : t('moduleCard.start')}: ${meta.title[language]}`}
          >
            {done ? t('moduleCard.review') : t('moduleCard.start')}
          </Link>
        )}
        {lockReason ? (
          <p id={reasonId} className="mt-2 text-sm text-slate-700">
            {lockReason}
          </p>
        ) : null}
      </div>
    </article>
  );
}
