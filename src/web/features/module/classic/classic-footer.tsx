import { Award, Library, Map as MapIcon, Milestone } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { Island } from '../../../../content/schema/catalogue';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { CLASSIC_NS } from './classic-i18n';

type Props = { ref: Ref<HTMLElement>; island: Island; completed: boolean; perfect: boolean };

/** The finish line: what the learner earned here, and the way back to the map. */
export function ClassicFooter({ ref, island, completed, perfect }: Props) {
  const { t } = useTranslation(CLASSIC_NS);
  const language = useUiLanguage();
  return (
    <section ref={ref} tabIndex={-1} aria-label={t('footer.label')} className="flex scroll-mt-24 flex-col gap-4 rounded-3xl bg-sky-50 p-6 ring-1 ring-sky-200 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600 sm:p-8">
      {completed ? (
        <p className="flex items-start gap-3 rounded-2xl bg-white p-4 ring-2 ring-emerald-400">
          <Milestone className="mt-0.5 h-8 w-8 shrink-0 text-emerald-700" aria-hidden="true" />
          <span>
            <strong className="block text-xl font-extrabold text-emerald-900">{t('footer.bridge')}</strong>
            <span className="text-base text-slate-800">{t('footer.bridgeBody')}</span>
          </span>
        </p>
      ) : null}
      {perfect ? (
        <p className="flex items-start gap-3 rounded-2xl bg-white p-4 ring-2 ring-amber-400">
          <Award className="mt-0.5 h-8 w-8 shrink-0 text-amber-600" aria-hidden="true" />
          <span>
            <strong className="block text-xl font-extrabold text-amber-900">{t('footer.perfect')}</strong>
            <span className="text-base text-slate-800">{t('footer.perfectBody')}</span>
          </span>
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/library" className={buttonClasses('outline')}>
          <Library className="h-5 w-5" aria-hidden="true" />
          {t('footer.library')}
        </Link>
        <Link to={island.path} className={buttonClasses('primary')}>
          <MapIcon className="h-5 w-5" aria-hidden="true" />
          {t('footer.island', { island: island.title[language] })}
        </Link>
      </div>
    </section>
  );
}
