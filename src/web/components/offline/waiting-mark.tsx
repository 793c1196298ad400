import { CloudUpload } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n';
import { OFFLINE_NS } from './offline-i18n';

/** "Waiting to sync" on a lesson finished on this device and not yet sent: an icon and words, never a score. */
export function WaitingMark({ className = '' }: { className?: string }) {
  const { t } = useTranslation(OFFLINE_NS);
  return (
    <span
      data-testid="waiting-mark"
      title={t('waitingLabel')}
      className={`inline-flex items-center gap-1 rounded-full border-2 border-dashed border-sky-500 bg-sky-50 px-2 py-0.5 text-sm font-semibold text-sky-950 ${className}`}
    >
      <CloudUpload className="h-4 w-4 shrink-0 text-sky-700" aria-hidden="true" />
      {t('waiting')}
    </span>
  );
}
