import { Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';
import { useTranslation } from '../../i18n/i18n';
import { usePractice } from '../../lib/practice';
import { PracticeForecast } from './practice-forecast';
import { PRACTICE_SHARED_NS } from './practice-i18n';

/** On /progress: how many questions are due today, the week ahead, and the way to practise them. */
export function PracticePanel() {
  const { t } = useTranslation(PRACTICE_SHARED_NS);
  const practice = usePractice();
  if (!practice.data) return null;
  const view = practice.data;
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_2fr]">
      <div className="flex flex-col items-start justify-center gap-3 rounded-3xl border-2 border-amber-300 bg-amber-50 p-5">
        <p className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <Repeat className="h-6 w-6 shrink-0 text-amber-700" aria-hidden="true" />
          {view.dueToday > 0 ? t('dueToday', { count: view.dueToday }) : t('nothingToday')}
        </p>
        {view.dueToday > 0 ? (
          <Link to="/practice" className={buttonClasses('primary')}>
            {t('start')}
          </Link>
        ) : null}
      </div>
      <PracticeForecast view={view} />
    </div>
  );
}

/** On the home page, for a signed-in learner with questions due: an invitation to practise. */
export function PracticeInvite({ className = '' }: { className?: string }) {
  const { t } = useTranslation(PRACTICE_SHARED_NS);
  const practice = usePractice();
  const due = practice.data?.dueToday ?? 0;
  if (due === 0) return null;
  return (
    <div className={className}>
      <aside aria-labelledby="practice-invite" className="flex flex-wrap items-center justify-between gap-4 rounded-3xl border-2 border-amber-300 bg-amber-50 p-5">
        <div className="flex items-start gap-3">
          <Repeat className="mt-1 h-7 w-7 shrink-0 text-amber-700" aria-hidden="true" />
          <div>
            <h2 id="practice-invite" className="text-xl font-bold text-slate-900">
              {t('inviteTitle', { count: due })}
            </h2>
            <p className="text-slate-700">{t('inviteBody')}</p>
          </div>
        </div>
        <Link to="/practice" className={buttonClasses('primary')}>
          {t('start')}
        </Link>
      </aside>
    </div>
  );
}
