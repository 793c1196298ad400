import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GraduationCap, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { Membership } from '../../../domain/groups';
import { GROUPS_NS } from '../../components/groups/groups-i18n';
import { JoinGroupFlow } from '../../components/groups/join-group-flow';
import { Button, buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../i18n/i18n';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { fetchMyGroups, GROUPS_QUERY_KEY, leaveGroup, setRole } from '../../lib/groups-api';
import { PROFILE_QUERY_KEY } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { ACCOUNT_NS } from './account-i18n';
import '../../i18n/page-strings';

const CARD = 'rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6';

function MembershipItem({ membership }: { membership: Membership }) {
  const { t } = useTranslation(GROUPS_NS);
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const leave = useMutation({
    mutationFn: () => leaveGroup(membership.id),
    onSuccess: async () => {
      toast.success(t('mine.left', { name: membership.name }));
      await client.invalidateQueries({ queryKey: GROUPS_QUERY_KEY });
    },
    onError: (caught) => toast.error(errorMessage(caught)),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-slate-200 p-3">
      <span className="min-w-0 wrap-anywhere font-bold text-slate-900">{t('mine.item', { name: membership.name, grownUp: membership.grownUpName })}</span>
      <Button variant="neutral" size="sm" disabled={leave.isPending} aria-label={t('mine.leave', { name: membership.name })} onClick={() => leave.mutate()}>
        <LogOut className="h-5 w-5" aria-hidden="true" />
        {t('mine.leaveButton')}
      </Button>
    </li>
  );
}

/** /account: the classes and families the learner is in, joining one with a code, and "I am a teacher or parent". */
export function GroupsSection() {
  const { t } = useTranslation(GROUPS_NS);
  const account = useTranslation(ACCOUNT_NS).t;
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const groups = useQuery({ queryKey: GROUPS_QUERY_KEY, queryFn: fetchMyGroups });
  const role = useMutation({
    mutationFn: setRole,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: GROUPS_QUERY_KEY }), client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })]);
    },
    onError: (caught) => toast.error(errorMessage(caught)),
  });
  const data = groups.data;
  const grownUp = data?.role === 'grown-up';

  return (
    <>
      <section aria-labelledby="account-groups" className={CARD}>
        <h2 id="account-groups" className="text-xl font-extrabold text-teal-900">
          {t('mine.title')}
        </h2>
        {data && data.memberships.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-2">
            {data.memberships.map((membership) => (
              <MembershipItem key={membership.id} membership={membership} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t('mine.none')}</p>
        )}
        <h3 className="mt-5 text-lg font-extrabold text-teal-900">{t('join.title')}</h3>
        <p className="mb-3 mt-1 text-slate-700">{t('join.text')}</p>
        <JoinGroupFlow />
      </section>

      <section aria-labelledby="account-role" className={CARD}>
        <h2 id="account-role" className="flex items-center gap-3 text-xl font-extrabold text-teal-900">
          <GraduationCap className="h-6 w-6 shrink-0 text-teal-700" aria-hidden="true" />
          {account('role.title')}
        </h2>
        <p className="mt-2 text-slate-700">{grownUp ? account('role.grownUpText') : account('role.learnerText')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {grownUp ? (
            <>
              <Link to="/teach" className={buttonClasses('primary')}>
                {account('role.openTeach')}
              </Link>
              <Button variant="neutral" disabled={role.isPending} onClick={() => role.mutate('learner')}>
                {account('role.becomeLearner')}
              </Button>
            </>
          ) : (
            <Button variant="outline" disabled={role.isPending || !data} onClick={() => role.mutate('grown-up')}>
              {account('role.becomeGrownUp')}
            </Button>
          )}
        </div>
      </section>
    </>
  );
}
