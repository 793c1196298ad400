import { CloudOff } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n';
import { useIsOnline } from '../../lib/online-status';
import { OFFLINE_NS } from './offline-i18n';

type Props = {
  /** What the page shows from the device: progress (the progress page, the map) or the explorer (/avatar). */
  subject: 'progress' | 'avatar';
  /** Asking the server again failed though the browser says it is online (the server or Wi-Fi is down). */
  refreshFailed?: boolean;
  /** Whether lessons finished now wait to sync (said where progress is shown). */
  mentionSync?: boolean;
};

/**
 * "Offline — showing what was saved on this device" (decision 028): a polite status region that is always in the
 * page (empty while online), so a screen reader hears the note come and go; an icon and words, not colour alone.
 */
export function OfflineNote({ subject, refreshFailed = false, mentionSync = false }: Props) {
  const { t } = useTranslation(OFFLINE_NS);
  const online = useIsOnline();
  const shown = !online || refreshFailed;
  return (
    <div role="status" aria-live="polite" data-testid="offline-note">
      {shown ? (
        <div className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-slate-500 bg-slate-50 px-4 py-3 text-slate-900">
          <CloudOff className="mt-0.5 h-6 w-6 shrink-0 text-slate-700" aria-hidden="true" />
          <p>
            <span className="block font-bold">{t(`${online ? 'unreachable' : 'offline'}.${subject}`)}</span>
            {mentionSync ? <span className="block text-slate-700">{t('syncLater')}</span> : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}
