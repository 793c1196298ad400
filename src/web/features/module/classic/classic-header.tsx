import { BadgeCheck, ChevronRight, Clock, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import type { Category, Island, ModuleMeta } from '../../../../content/schema/catalogue';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { CLASSIC_NS } from './classic-i18n';

const LINK = 'rounded-md font-semibold text-teal-800 underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

/** Adventure Map > category > module. The category leads to its island, where its modules are listed. */
export function ClassicBreadcrumb({ meta, category, island }: { meta: ModuleMeta; category: Category | undefined; island: Island }) {
  const { t } = useTranslation(CLASSIC_NS);
  const language = useUiLanguage();
  const separator = <ChevronRight className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />;
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base text-slate-700">
        <li className="flex items-center gap-2">
          <Link to="/library" className={`${LINK} inline-flex min-h-11 items-center`}>
            {t('breadcrumb.map')}
          </Link>
          {separator}
        </li>
        {category ? (
          <li className="flex items-center gap-2">
            <Link to={island.path} className={`${LINK} inline-flex min-h-11 items-center`}>
              {category.title[language]}
            </Link>
            {separator}
          </li>
        ) : null}
        <li>
          <span aria-current="page" className="font-semibold text-slate-900">
            {meta.title[language]}
          </span>
        </li>
      </ol>
    </nav>
  );
}

const PILL = 'inline-flex min-h-9 items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold';

/** Title, description and the facts a learner (or parent) checks before starting. */
export function ClassicHero({ meta, completed }: { meta: ModuleMeta; completed: boolean }) {
  const { t } = useTranslation(CLASSIC_NS);
  const language = useUiLanguage();
  const remember = meta.outcome === 'remember';
  const outcomeHelp = t(remember ? 'hero.outcome.rememberHelp' : 'hero.outcome.understandHelp');
  return (
    <header className="rounded-3xl bg-gradient-to-br from-sky-100 via-white to-amber-50 p-6 shadow-sm ring-1 ring-sky-200 sm:p-8">
      <h1 className="text-balance text-3xl font-extrabold tracking-tight text-teal-950 sm:text-4xl">{meta.title[language]}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-800">{meta.description[language]}</p>
      <ul aria-label={t('hero.facts')} className="mt-5 flex flex-wrap gap-2">
        <li>
          {/* The letter is what the catalogue cards show; the word and the tooltip say what it means. */}
          <span className={`${PILL} bg-violet-100 text-violet-900 ring-1 ring-violet-300`} title={outcomeHelp}>
            <span aria-hidden="true" className="grid h-6 w-6 place-items-center rounded-full bg-violet-700 text-xs font-extrabold text-white">
              {remember ? 'R' : 'U'}
            </span>
            <span className="sr-only">{outcomeHelp}</span>
            <span aria-hidden="true">{t(remember ? 'hero.outcome.remember' : 'hero.outcome.understand')}</span>
          </span>
        </li>
        {completed ? (
          <li>
            <span className={`${PILL} bg-emerald-700 text-white`}>
              <BadgeCheck className="h-5 w-5" aria-hidden="true" />
              {t('hero.completed')}
            </span>
          </li>
        ) : null}
        <li>
          <span className={`${PILL} bg-white text-slate-800 ring-1 ring-slate-300`}>
            <Clock className="h-5 w-5 text-sky-700" aria-hidden="true" />
            {t('hero.minutes', { count: meta.estimatedMinutes })}
          </span>
        </li>
        <li>
          <span className={`${PILL} bg-white text-slate-800 ring-1 ring-slate-300`}>
            <ListChecks className="h-5 w-5 text-sky-700" aria-hidden="true" />
            {t('hero.questions', { count: meta.questionCount })}
          </span>
        </li>
      </ul>
    </header>
  );
}
