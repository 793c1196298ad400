import { CloudUpload } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n';
import { useQueuedAnswerCount, useQueuedCount } from '../../lib/quiz-outbox-status';
import { useSession } from '../../lib/session';
import '../../i18n/page-strings';

/**
 * 'Waiting to sync' in the header while any finished lesson, reflection or word mark is kept on this device unsent. The status
 * region is always there (empty when nothing waits), so a screen reader hears it appear and go; the
 * words say it, not the colour.
 */
export function SyncBadge() {
  const { t } = useTranslation();
  const { user } = useSession();
  const lessons = useQueuedCount(user?.id ?? null);
  // Reflections and word marks wait too (decision 026); with any of them the words say what waits, not 'lessons'.
  const answers = useQueuedAnswerCount(user?.id ?? null);
  const count = lessons + answers;
  const badge = answers > 0 ? 'outbox.badgeAll' : 'outbox.badge';
  const label = answers > 0 ? 'outbox.badgeAllLabel' : 'outbox.badgeLabel';
  return (
    <div role="status" aria-live="polite" className="flex">
      {count > 0 ? (
        <span
          title={t(label, { count })}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full border-2 border-dashed border-sky-400 bg-sky-50 px-2.5 py-1 text-sm font-bold text-sky-950"
        >
          <CloudUpload className="h-5 w-5 shrink-0 text-sky-700" aria-hidden="true" />
          {/* The words need room: below the widest header only the number shows (the words stay for screen readers). */}
          <span aria-hidden="true" className="lg:hidden">
            {count}
          </span>
          <span className="sr-only lg:not-sr-only">{t(badge, { count })}</span>
        </span>
      ) : null}
    </div>
  );
}
