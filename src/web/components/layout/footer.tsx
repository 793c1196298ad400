import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-sky-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('footer.madeFor')}</p>
        <p className="flex flex-wrap items-center gap-x-3">
          <span>{t('footer.noTracking')}</span>
          <Link
            to="/privacy"
            className="inline-flex min-h-11 items-center rounded font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600"
          >
            {t('footer.privacy')}
          </Link>
        </p>
      </div>
    </footer>
  );
}
