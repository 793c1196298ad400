import { useTranslation } from '../../i18n/i18n';

export function FullScreenLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-screen items-center justify-center bg-sky-50">
      <div className="flex flex-col items-center gap-4">
        <div className="h-12 w-12 animate-spin rounded-full border-4 border-teal-200 border-t-teal-700 motion-reduce:animate-none" aria-hidden="true" />
        <p className="text-lg font-semibold text-teal-900">{label ?? t('app.loading')}</p>
      </div>
    </div>
  );
}
