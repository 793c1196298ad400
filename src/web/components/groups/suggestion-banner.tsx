import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { fetchMyGroups, GROUPS_QUERY_KEY } from '../../lib/groups-api';
import { useSession } from '../../lib/session';
import { buttonClasses } from '../ui/button';
import { GROUPS_NS } from './groups-i18n';
import '../../i18n/page-strings';
import { suggestionTarget } from './suggestion-target';

/** "This week, Ms Chen suggests: Ledger Cave": what the grown-ups of the child's groups suggest, on the home page and the map. */
export function SuggestionBanner({ className = '' }: { className?: string }) {
  const { t } = useTranslation(GROUPS_NS);
  const language = useUiLanguage();
  const { user } = useSession();
  const groups = useQuery({ queryKey: GROUPS_QUERY_KEY, queryFn: fetchMyGroups, enabled: Boolean(user), staleTime: 60_000 });
  const suggested = (groups.data?.memberships ?? []).flatMap((membership) => (membership.suggestion ? [{ membership, suggestion: membership.suggestion }] : []));
  if (!user || suggested.length === 0) return null;
  return (
    <ul className={`flex flex-col gap-3 ${className}`}>
      {suggested.map(({ membership, suggestion }) => {
        const target = suggestionTarget(suggestion, language);
        return (
          <li key={membership.id} className="flex flex-col gap-3 rounded-3xl border-2 border-teal-300 bg-teal-50 p-4 sm:flex-row sm:items-center">
            <Megaphone className="h-8 w-8 shrink-0 text-teal-700" aria-hidden="true" />
            <p className="flex-1 text-slate-900">
              <span className="block text-sm font-bold uppercase tracking-wide text-teal-800">
                {t('suggestion.label')} · {membership.name}
              </span>
              <span className="block text-lg font-bold">{t('suggestion.text', { grownUp: membership.grownUpName, target: target.label })}</span>
            </p>
            <Link to={target.path} className={buttonClasses('primary')}>
              {t('suggestion.go', { target: target.label })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
