import type { CheckResult } from '../../../domain/island-check-api';
import { useTranslation } from '../../i18n/i18n';
import { ISLAND_CHECK_SHARED_NS } from './island-check-i18n';

/**
 * "Before 2/5 → After 5/5" for an island, with the gain when there is one; the warm-up alone says to check again
 * later. Nothing for a skipped warm-up. The arrow is only seen: a screen reader says "Before 2/5 After 5/5".
 */
export function BeforeAfter({ before, after, className = '' }: { before: CheckResult | null; after: CheckResult | null; className?: string }) {
  const { t } = useTranslation(ISLAND_CHECK_SHARED_NS);
  if (!before || before.skipped) return null;
  if (!after) return <p className={`text-slate-700 ${className}`}>{t('beforeOnly', { correct: before.correct, total: before.total })}</p>;
  const gain = after.correct - before.correct;
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900 ${className}`}>
      <span>{t('before', { correct: before.correct, total: before.total })}</span>
      <span aria-hidden="true" className="text-teal-700">
        →
      </span>
      <span>{t('after', { correct: after.correct, total: after.total })}</span>
      {gain > 0 ? <span className="rounded-full bg-emerald-100 px-3 py-0.5 text-sm font-bold text-emerald-900">{t('gain', { count: gain })}</span> : null}
    </p>
  );
}
