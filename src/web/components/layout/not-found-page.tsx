import { useEffect } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../ui/button';
import { usePageTitle } from '../../lib/page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  usePageTitle(t('notFound.title'));
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-sky-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-extrabold text-slate-900">{t('notFound.title')}</h1>
      <p className="text-lg text-slate-700">{t('notFound.body')}</p>
      <Link to="/" className={buttonClasses('primary')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
