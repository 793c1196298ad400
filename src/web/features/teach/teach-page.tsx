import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, GraduationCap, Home, Plus, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { MAX_GROUP_NAME_LENGTH, type GroupKind, type OwnedGroup } from '../../../domain/groups';
import { Button, buttonClasses } from '../../components/ui/button';
import { FullScreenLoading } from '../../components/ui/full-screen-loading';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../i18n/i18n';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { createGroup, fetchMyGroups, GROUPS_QUERY_KEY, setRole } from '../../lib/groups-api';
import { usePageTitle } from '../../lib/page-title';
import { PROFILE_QUERY_KEY } from '../../lib/query-keys';
import { signInPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { TEACH_NS } from './teach-i18n';
import '../../i18n/page-strings';

const CARD = 'rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6';

/** "I am a teacher or parent": shown to an account that is not a grown-up's yet. */
function BecomeGrownUp() {
  const { t } = useTranslation(TEACH_NS);
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => setRole('grown-up'),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: GROUPS_QUERY_KEY }), client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })]);
    },
    onError: (caught) => toast.error(errorMessage(caught)),
  });
  return (
    <section aria-labelledby="teach-grown-up" className={CARD}>
      <h2 id="teach-grown-up" className="flex items-center gap-3 text-xl font-extrabold text-teal-900">
        <GraduationCap className="h-7 w-7 shrink-0 text-teal-700" aria-hidden="true" />
        {t('notGrownUp.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('notGrownUp.text')}</p>
      <Button className="mt-4" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
        {mutation.isPending ? t('notGrownUp.working') : t('notGrownUp.action')}
      </Button>
      <p className="mt-5 border-t-2 border-slate-100 pt-4 text-slate-700">{t('notGrownUp.child')}</p>
      <Link to="/account" className={buttonClasses('outline', 'mt-3')}>
        {t('notGrownUp.accountLink')}
      </Link>
    </section>
  );
}

function GroupListItem({ group }: { group: OwnedGroup }) {
  const { t } = useTranslation(TEACH_NS);
  const Icon = group.kind === 'class' ? Users : Home;
  return (
    <li>
      <Link
        to={`/teach/${group.id}`}
        className="flex min-h-11 items-center gap-2 rounded-2xl border-2 border-slate-200 bg-white p-3 sm:gap-4 sm:p-4 hover:border-teal-600 hover:bg-teal-50 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        <Icon className="h-8 w-8 shrink-0 text-teal-700" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block wrap-anywhere text-lg font-extrabold text-slate-900">{group.name}</span>
          <span className="block text-slate-700">
            {t(`kind.${group.kind}`)} · {t('list.members', { count: group.memberCount })} ·{' '}
            {group.joinCode ? t('list.code', { code: group.joinCode }) : t('list.codeOff')}
          </span>
        </span>
        <ChevronRight className="h-6 w-6 shrink-0 text-slate-500" aria-hidden="true" />
      </Link>
    </li>
  );
}

function CreateGroupForm() {
  const { t } = useTranslation(TEACH_NS);
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const kindLabel = useId();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<GroupKind>('class');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: () => createGroup(name.trim(), kind),
    onSuccess: async (group) => {
      setName('');
      setError(undefined);
      toast.success(t('create.done', { name: group.name }));
      await client.invalidateQueries({ queryKey: GROUPS_QUERY_KEY });
    },
    onError: (caught) => setError(errorMessage(caught)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate();
  }

  return (
    <section aria-labelledby="teach-create" className={CARD}>
      <h2 id="teach-create" className="text-xl font-extrabold text-teal-900">
        {t('create.title')}
      </h2>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-4" noValidate>
        <TextField label={t('create.name')} hint={t('create.nameHint')} error={error} value={name} maxLength={MAX_GROUP_NAME_LENGTH} required onChange={(event) => setName(event.target.value)} />
        <fieldset aria-labelledby={kindLabel}>
          <legend id={kindLabel} className="font-semibold text-slate-800">
            {t('create.kind')}
          </legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {(['class', 'family'] as const).map((option) => (
              <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-slate-300 px-4 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
                <input type="radio" name="group-kind" value={option} checked={kind === option} onChange={() => setKind(option)} className="h-5 w-5 accent-teal-700" />
                {t(`kind.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" className="self-start" disabled={mutation.isPending}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {mutation.isPending ? t('create.working') : t('create.submit')}
        </Button>
      </form>
    </section>
  );
}

/** /teach: a grown-up's classes and families, and making a new one. */
export function TeachPage() {
  const { t } = useTranslation(TEACH_NS);
  const { user, isLoading } = useSession();
  const groups = useQuery({ queryKey: GROUPS_QUERY_KEY, queryFn: fetchMyGroups, enabled: Boolean(user) });
  usePageTitle(t('title'));

  if (isLoading) return <FullScreenLoading label={t('loading')} />;
  if (!user) return <Navigate to={signInPath('/teach')} replace />;
  if (!groups.data) return <FullScreenLoading label={t('loading')} />;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-extrabold text-teal-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-lg text-slate-700">{t('intro')}</p>
      </div>
      {groups.data.role !== 'grown-up' ? (
        <BecomeGrownUp />
      ) : (
        <>
          <section aria-labelledby="teach-groups" className={CARD}>
            <h2 id="teach-groups" className="text-xl font-extrabold text-teal-900">
              {t('list.title')}
            </h2>
            {groups.data.owned.length === 0 ? (
              <p className="mt-2 text-slate-700">{t('list.empty')}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {groups.data.owned.map((group) => (
                  <GroupListItem key={group.id} group={group} />
                ))}
              </ul>
            )}
          </section>
          <CreateGroupForm />
          <p className="text-slate-700">{t('privacyNote')}</p>
        </>
      )}
    </div>
  );
}
