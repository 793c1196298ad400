import { CloudUpload } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n';
import { useQueuedCount } from '../../lib/quiz-outbox-status';
import { useSession } from '../../lib/session';
import '../../i18n/page-strings';

/**
 * 'Waiting to sync' in the header while any finished lesson is kept on this device unsent. The status
 * region is always there (empty when nothing waits), so a screen reader hears it appear and go; the
 * words say it, not the colour.
 */
export function SyncBadge() {
  const { t } = useTranslation();
  const { user } = useSession();
  const count = useQueuedCount(user?.id ?? null);
  return (
    <div role="status" aria-live="polite" className="flex">
      {count > 0 ? (
        <span
          title={t('outbox.badgeLabel', { count })}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full border-2 border-dashed border-sky-400 bg-sky-50 px-2.5 py-1 text-sm font-bold text-sky-950"
        >
          <CloudUpload className="h-5 w-5 shrink-0 text-sky-700" aria-hidden="true" />
          {/* The words need room: below the widest header only the number shows (the words stay for screen readers). */}
          <span aria-hidden="true" className="lg:hidden">
            {count}
          </span>
          <span className="sr-only lg:not-sr-only">{t('outbox.badge', { count })}</span>
        </span>
      ) : null}
    </div>
  );
}
