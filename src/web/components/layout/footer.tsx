import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-sky-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm text-slate-700 sm:flex-row sm:justify-between">
        <p>{t('footer.madeFor')}</p>
        <p>{t('footer.noTracking')}</p>
      </div>
    </footer>
  );
}
