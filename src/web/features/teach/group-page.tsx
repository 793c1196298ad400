import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download, Flame, Gem, KeyRound, RefreshCw, Trash2, UserMinus } from 'lucide-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ISLANDS } from '../../../content/islands';
import type { GridRow, GroupDetail } from '../../../domain/groups';
import { IslandEmblem } from '../../components/art/island-emblem';
import { Button, buttonClasses } from '../../components/ui/button';
import { FullScreenLoading } from '../../components/ui/full-screen-loading';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { cardsQueryKey, deleteGroup, fetchCards, fetchGroup, gridCsvUrl, groupQueryKey, GROUPS_QUERY_KEY, removeMember, updateGroup } from '../../lib/groups-api';
import { usePageTitle } from '../../lib/page-title';
import { signInPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { lazy, Suspense } from 'react';
import { ConfirmDialog } from './confirm-dialog';

// The charting kit is loaded only when a group with children is shown (decision 021).
const GroupCharts = lazy(() => import('./group-charts').then((m) => ({ default: m.GroupCharts })));
import { JoinQrCode } from './join-qr-code';
import { NeedsHelpSection } from './needs-help';
import { CheckGainsSection } from './check-gains';
import { NicknameChildrenPanel } from './nickname-children-panel';
import { SuggestPanel } from './suggest-panel';
import { WeeklyEmailPanel } from './weekly-email-panel';
import { AutoReadPanel } from './auto-read-panel';
import { TEACH_NS } from './teach-i18n';
import '../../i18n/page-strings';

const CARD = 'rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6';
const ISLAND_TITLES = new Map(ISLANDS.map((island) => [island.key, island.title]));

/** A cell's colour by how much of the island is done; the percent is always written too (never colour alone). */
function cellClasses(percent: number, completed: number): string {
  if (percent >= 100) return 'bg-teal-700 text-white';
  if (percent > 50) return 'bg-emerald-200 text-emerald-950';
  if (completed > 0) return 'bg-amber-100 text-amber-950';
  return 'bg-slate-100 text-slate-600';
}

function JoinCodePanel({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(TEACH_NS);
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (joinCode: 'off' | 'on' | 'renew') => updateGroup(group.id, { joinCode }),
    onSuccess: async (updated, joinCode) => {
      if (joinCode === 'renew') toast.success(t('group.renewed', { code: updated.joinCode ?? '' }));
      else toast.success(t(joinCode === 'off' ? 'group.turnedOff' : 'group.turnedOn'));
      await client.invalidateQueries({ queryKey: GROUPS_QUERY_KEY });
    },
    onError: (caught) => toast.error(errorMessage(caught)),
  });
  const joinUrl = group.joinCode ? `${window.location.origin}/join/${group.joinCode}` : null;

  return (
    <section aria-labelledby="group-code" className={CARD}>
      <h2 id="group-code" className="flex items-center gap-3 text-xl font-extrabold text-teal-900">
        <KeyRound className="h-6 w-6 shrink-0 text-teal-700" aria-hidden="true" />
        {t('group.codeTitle')}
      </h2>
      {group.joinCode && joinUrl ? (
        <div className="mt-3 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <JoinQrCode url={joinUrl} label={t('group.qrLabel', { code: group.joinCode })} className="aspect-square h-auto w-40 max-w-full shrink-0 rounded-xl border-2 border-slate-200" />
          <div className="min-w-0">
            {/* Spaced letters, large: read off a board from the back of a classroom. */}
            <div className="font-mono text-5xl font-extrabold tracking-[0.2em] text-slate-900" data-testid="join-code">
              {group.joinCode}
            </div>
            <p className="mt-2 text-slate-700">{t('group.codeHelp')}</p>
            <p className="mt-1 break-all text-sm text-slate-600">{t('group.joinAddress', { address: joinUrl })}</p>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-slate-700">{t('group.codeOffText')}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {group.joinCode ? (
          <>
            <Button variant="outline" disabled={mutation.isPending} onClick={() => mutation.mutate('renew')}>
              <RefreshCw className="h-5 w-5" aria-hidden="true" />
              {t('group.renew')}
            </Button>
            <Button variant="neutral" disabled={mutation.isPending} onClick={() => mutation.mutate('off')}>
              {t('group.turnOff')}
            </Button>
          </>
        ) : (
          <Button disabled={mutation.isPending} onClick={() => mutation.mutate('on')}>
            {t('group.turnOn')}
          </Button>
        )}
      </div>
    </section>
  );
}

function MemberRow({ group, member }: { group: GroupDetail; member: GridRow }) {
  const { t } = useTranslation(TEACH_NS);
  const language = useUiLanguage();
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  async function remove() {
    try {
      await removeMember(group.id, member.id);
    } catch (caught) {
      toast.error(errorMessage(caught));
      throw caught;
    }
    toast.success(t('group.removed', { name: member.nickname }));
    await client.invalidateQueries({ queryKey: GROUPS_QUERY_KEY });
  }
  return (
    <tr className="border-t-2 border-slate-100">
      <th scope="row" className="sticky left-0 z-10 max-w-40 wrap-anywhere bg-white px-3 py-2 text-left font-bold text-slate-900">
        <Link to={`/teach/${group.id}/children/${member.id}`} className="inline-flex min-h-11 items-center text-teal-800 underline underline-offset-4 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600">
          {member.nickname}
        </Link>
      </th>
      <td className="px-3 py-2 text-center font-semibold text-slate-900">{member.completedLessons}</td>
      <td className="whitespace-nowrap px-3 py-2 text-center text-slate-900">{t('group.days', { count: member.streak })}</td>
      <td className="px-3 py-2 text-center text-slate-900">{member.gems}</td>
      <td className="whitespace-nowrap px-3 py-2 text-center text-slate-900">{member.lastActive ?? t('group.never')}</td>
      {member.islands.map((cell) => {
        const title = ISLAND_TITLES.get(cell.island)?.[language] ?? cell.island;
        return (
          <td key={cell.island} className="px-1 py-1 text-center">
            <span
              className={`inline-flex min-h-9 min-w-12 items-center justify-center rounded-lg px-1 text-sm font-bold ${cellClasses(cell.percent, cell.completed)}`}
              title={t('group.islandCell', { island: title, percent: cell.percent, completed: cell.completed, total: cell.total })}
            >
              {cell.percent}%
            </span>
          </td>
        );
      })}
      <td className="px-2 py-1">
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="compact" aria-label={t('group.remove', { name: member.nickname })}>
              <UserMinus className="h-5 w-5" aria-hidden="true" />
            </Button>
          }
          title={t('group.removeTitle', { name: member.nickname, group: group.name })}
          text={t('group.removeText', { name: member.nickname })}
          confirm={t('group.removeConfirm')}
          cancel={t('group.cancel')}
          close={t('group.close')}
          onConfirm={remove}
        />
      </td>
    </tr>
  );
}

function Grid({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(TEACH_NS);
  const language = useUiLanguage();
  return (
    <section aria-labelledby="group-grid" className={CARD}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="group-grid" className="text-xl font-extrabold text-teal-900">
          {t('group.gridTitle')}
        </h2>
        {group.members.length > 0 ? (
          <a href={gridCsvUrl(group.id, language)} download className={buttonClasses('outline', '', 'sm')}>
            <Download className="h-5 w-5" aria-hidden="true" />
            {t('group.csv')}
          </a>
        ) : null}
      </div>
      {group.members.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('group.noMembers')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('group.legend')}</p>
          {/* The grid scrolls sideways on a phone; the child's name stays in view. Focusable so a keyboard can scroll it. */}
          <div className="mt-3 overflow-x-auto rounded-2xl border-2 border-slate-100" tabIndex={0} role="region" aria-label={t('group.gridCaption')}>
            <table className="min-w-full border-collapse text-base">
              <caption className="sr-only">{t('group.gridCaption')}</caption>
              <thead>
                <tr className="bg-slate-50">
                  <th scope="col" className="sticky left-0 z-10 bg-slate-50 px-3 py-2 text-left font-bold text-slate-700">
                    {t('group.nickname')}
                  </th>
                  <th scope="col" className="whitespace-nowrap px-3 py-2 font-bold text-slate-700">
                    {t('group.lessons')}
                  </th>
                  <th scope="col" className="whitespace-nowrap px-3 py-2 font-bold text-slate-700">
                    <Flame className="mx-auto h-5 w-5 text-orange-600" aria-hidden="true" />
                    {t('group.streak')}
                  </th>
                  <th scope="col" className="whitespace-nowrap px-3 py-2 font-bold text-slate-700">
                    <Gem className="mx-auto h-5 w-5 text-sky-600" aria-hidden="true" />
                    {t('group.gems')}
                  </th>
                  <th scope="col" className="whitespace-nowrap px-3 py-2 font-bold text-slate-700">
                    {t('group.lastActive')}
                  </th>
                  {ISLANDS.map((island) => (
                    <th key={island.key} scope="col" className="px-1 py-2 font-semibold text-slate-700">
                      <IslandEmblem island={island.key} className="mx-auto h-8 w-8" title={island.title[language]} />
                    </th>
                  ))}
                  <td />
                </tr>
              </thead>
              <tbody>
                {group.members.map((member) => (
                  <MemberRow key={member.id} group={group} member={member} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** /teach/:groupId: one group's join code, grid of children × islands, and removing children or the group. */
export function GroupPage() {
  const { t } = useTranslation(TEACH_NS);
  const { groupId = '' } = useParams();
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const query = useQuery({ queryKey: groupQueryKey(groupId), queryFn: () => fetchGroup(groupId), enabled: Boolean(user), retry: false });
  // The children added by nickname go with the group: the delete dialog names them first.
  const cards = useQuery({ queryKey: cardsQueryKey(groupId), queryFn: () => fetchCards(groupId), enabled: Boolean(user && query.data) });
  const nicknameNames = (cards.data?.children ?? []).map((child) => child.nickname);
  usePageTitle(query.data?.name ?? t('title'));

  if (isLoading) return <FullScreenLoading label={t('loading')} />;
  if (!user) return <Navigate to={signInPath(`/teach/${groupId}`)} replace />;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  if (query.error && !notFound) throw query.error;
  if (!query.data && !notFound) return <FullScreenLoading label={t('loading')} />;

  async function removeGroup(group: GroupDetail) {
    try {
      await deleteGroup(group.id);
    } catch (caught) {
      toast.error(errorMessage(caught));
      throw caught;
    }
    toast.success(t('group.deleted'));
    client.removeQueries({ queryKey: groupQueryKey(group.id) });
    await client.invalidateQueries({ queryKey: GROUPS_QUERY_KEY });
    void navigate('/teach');
  }

  const group = query.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8 sm:py-10">
      <Link to="/teach" className={buttonClasses('ghost', 'self-start', 'sm')}>
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        {t('group.back')}
      </Link>
      {!group ? (
        <p className={CARD}>{t('group.notFound')}</p>
      ) : (
        <>
          <div>
            <h1 className="wrap-anywhere text-3xl font-extrabold text-teal-900 sm:text-4xl">{group.name}</h1>
            <p className="mt-1 text-lg text-slate-700">
              {t(`kind.${group.kind}`)} · {t('list.members', { count: group.memberCount })}
            </p>
          </div>
          <JoinCodePanel group={group} />
          <Grid group={group} />
          {group.members.length > 0 ? (
            <Suspense fallback={null}>
              <GroupCharts group={group} />
            </Suspense>
          ) : null}
          <NicknameChildrenPanel groupId={group.id} />
          <NeedsHelpSection groupId={group.id} />
          <CheckGainsSection groupId={group.id} />
          <SuggestPanel group={group} />
          <WeeklyEmailPanel group={group} />
          <AutoReadPanel group={group} />
          <p className="text-slate-700">{t('privacyNote')}</p>
          <ConfirmDialog
            trigger={
              <Button variant="danger" className="self-start">
                <Trash2 className="h-5 w-5" aria-hidden="true" />
                {t('group.deleteGroup')}
              </Button>
            }
            title={t('group.deleteTitle', { group: group.name })}
            text={nicknameNames.length > 0 ? `${t('group.deleteText')} ${t('nickname.deleteWarning', { names: nicknameNames.join(', ') })}` : t('group.deleteText')}
            confirm={t('group.deleteConfirm')}
            cancel={t('group.cancel')}
            close={t('group.close')}
            onConfirm={() => removeGroup(group)}
          />
        </>
      )}
    </div>
  );
}
