import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Lock, Printer, RefreshCw, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MAX_NAME_LENGTH } from '../../../domain/constants';
import type { NicknameChild } from '../../../domain/picture-sign-in';
import type { ChildSignIn } from '../../../domain/secret-word';
import { PictureArt, pictureName } from '../../components/groups/picture-art';
import { Button, buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { addNicknameChild, cardsQueryKey, fetchCards, giveNewSecret, GROUPS_QUERY_KEY, renameNicknameChild, setChildSignIn } from '../../lib/groups-api';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { TEACH_NS } from './teach-i18n';
import '../../i18n/page-strings';

function ChildItem({ groupId, child }: { groupId: string; child: NicknameChild }) {
  const { t } = useTranslation(TEACH_NS);
  const language = useUiLanguage();
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [nickname, setNickname] = useState(child.nickname);
  const [error, setError] = useState<string | undefined>();
  const refresh = () => client.invalidateQueries({ queryKey: GROUPS_QUERY_KEY });
  const renew = useMutation({
    mutationFn: () => giveNewSecret(groupId, child.id),
    onSuccess: async () => {
      toast.success(t(child.secretWord === null ? 'nickname.renewed' : 'nickname.renewedWord', { name: child.nickname }));
      await refresh();
    },
    onError: (caught) => toast.error(errorMessage(caught)),
  });
  const rename = useMutation({
    mutationFn: () => renameNicknameChild(groupId, child.id, nickname.trim()),
    onSuccess: async () => {
      toast.success(t('nickname.renamed'));
      setRenaming(false);
      await refresh();
    },
    onError: (caught) => setError(errorMessage(caught)),
  });
  const [first = 0, second = 0] = child.pictures;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(child.picturesChangedAt));

  function submit(event: FormEvent) {
    event.preventDefault();
    rename.mutate();
  }

  return (
    <li className="flex flex-col gap-3 rounded-2xl border-2 border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="min-w-0 flex-1 wrap-anywhere text-lg font-bold text-slate-900">{child.nickname}</span>
        {child.secretWord === null ? (
          <span className="flex items-center gap-1" role="img" aria-label={t('nickname.pictures', { first: pictureName(first, language), second: pictureName(second, language) })}>
            <PictureArt index={first} className="h-8 w-8" />
            <span aria-hidden="true" className="text-slate-500">→</span>
            <PictureArt index={second} className="h-8 w-8" />
          </span>
        ) : (
          <span className="break-all font-mono text-lg font-bold text-slate-900">
            <span className="sr-only">{t('nickname.secretWord')}: </span>
            {child.secretWord}
          </span>
        )}
        {child.locked ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-2 py-1 text-sm font-bold text-rose-900">
            <Lock className="h-4 w-4" aria-hidden="true" />
            {t('nickname.locked')}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">{t(child.secretWord === null ? 'nickname.changed' : 'nickname.changedWord', { date, by: child.picturesChangedBy })}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={renew.isPending}
          aria-label={t(child.secretWord === null ? 'nickname.newPicturesFor' : 'nickname.newWordFor', { name: child.nickname })}
          onClick={() => renew.mutate()}
        >
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {t(child.secretWord === null ? 'nickname.newPictures' : 'nickname.newWord')}
        </Button>
        <Button variant="neutral" size="sm" aria-label={t('nickname.renameFor', { name: child.nickname })} aria-expanded={renaming} onClick={() => setRenaming(!renaming)}>
          {t('nickname.rename')}
        </Button>
      </div>
      {renaming ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField className="sm:w-64" label={t('nickname.renameLabel', { name: child.nickname })} value={nickname} maxLength={MAX_NAME_LENGTH} error={error} onChange={(event) => setNickname(event.target.value)} />
          <Button type="submit" size="sm" disabled={rename.isPending || nickname.trim() === ''}>
            {t('nickname.save')}
          </Button>
        </form>
      ) : null}
    </li>
  );
}

const SIGN_IN_KINDS = ['pictures', 'secret-word'] as const satisfies readonly ChildSignIn[];

/**
 * Pictures (younger children) or a secret word (10 and older) for the whole group. Choosing only selects; a button
 * then asks before every child gets a new secret, since the old cards stop working (when there are none, it just changes).
 */
function SignInChoice({ groupId, current, childCount }: { groupId: string; current: ChildSignIn; childCount: number }) {
  const { t } = useTranslation(TEACH_NS);
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const id = useId();
  const [choice, setChoice] = useState<ChildSignIn | null>(null);
  const selected = choice ?? current;
  const change = useMutation({
    mutationFn: () => setChildSignIn(groupId, selected),
    onSuccess: async (cards) => {
      toast.success(t(cards.childSignIn === 'secret-word' ? 'signIn.switchedWord' : 'signIn.switchedPictures'));
      client.setQueryData(cardsQueryKey(groupId), cards);
      setChoice(null);
      await client.invalidateQueries({ queryKey: GROUPS_QUERY_KEY });
    },
    onError: (caught) => toast.error(errorMessage(caught)),
  });
  const label = selected === 'secret-word' ? t('signIn.toWord') : t('signIn.toPictures');
  const button = (
    <Button variant="outline" className="self-start" disabled={change.isPending} onClick={childCount === 0 ? () => change.mutate() : undefined}>
      <KeyRound className="h-5 w-5" aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <fieldset className="mt-4 flex min-w-0 flex-col gap-3 rounded-2xl border-2 border-slate-200 p-4">
      <legend className="px-1 text-lg font-bold text-slate-900">{t('signIn.title')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {SIGN_IN_KINDS.map((kind) => (
          <label
            key={kind}
            className="flex min-h-11 min-w-0 cursor-pointer items-start gap-3 rounded-2xl border-2 border-slate-300 p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
          >
            <input
              type="radio"
              name={`child-sign-in-${groupId}`}
              value={kind}
              checked={selected === kind}
              onChange={() => setChoice(kind === current ? null : kind)}
              // Named by its title; the longer hint is read after it as its description.
              aria-labelledby={`${id}-${kind}`}
              aria-describedby={`${id}-${kind}-hint`}
              className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
            />
            <span className="flex min-w-0 flex-col gap-1">
              <span id={`${id}-${kind}`} className="font-bold text-slate-900">
                {t(kind === 'secret-word' ? 'signIn.word' : 'signIn.pictures')}
              </span>
              <span id={`${id}-${kind}-hint`} className="text-sm text-slate-700">
                {t(kind === 'secret-word' ? 'signIn.wordHint' : 'signIn.picturesHint')}
              </span>
            </span>
          </label>
        ))}
      </div>
      {selected === current ? null : childCount === 0 ? (
        button
      ) : (
        <ConfirmDialog
          trigger={button}
          title={t(selected === 'secret-word' ? 'signIn.wordTitle' : 'signIn.picturesTitle')}
          text={t('signIn.text')}
          confirm={t('signIn.confirm')}
          cancel={t('group.cancel')}
          close={t('group.close')}
          onConfirm={() => change.mutateAsync()}
        />
      )}
    </fieldset>
  );
}

/** Children added by nickname: how they sign in, add one, see their secrets, give new ones, rename, and print the cards. */
export function NicknameChildrenPanel({ groupId }: { groupId: string }) {
  const { t } = useTranslation(TEACH_NS);
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const query = useQuery({ queryKey: cardsQueryKey(groupId), queryFn: () => fetchCards(groupId) });
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: () => addNicknameChild(groupId, nickname.trim()),
    onSuccess: async (child) => {
      toast.success(t('nickname.added', { name: child.nickname }));
      setNickname('');
      setError(undefined);
      await client.invalidateQueries({ queryKey: GROUPS_QUERY_KEY });
    },
    onError: (caught) => setError(errorMessage(caught)),
  });
  const children = query.data?.children ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate();
  }

  return (
    <section aria-labelledby="group-nicknames" className="rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="group-nicknames" className="text-xl font-extrabold text-teal-900">
          {t('nickname.title')}
        </h2>
        {children.length > 0 ? (
          <Link to={`/teach/${groupId}/cards`} className={buttonClasses('outline', '', 'sm')}>
            <Printer className="h-5 w-5" aria-hidden="true" />
            {t('nickname.cards')}
          </Link>
        ) : null}
      </div>
      <p className="mt-1 text-slate-700">{t('nickname.text')}</p>
      {query.data ? <SignInChoice groupId={groupId} current={query.data.childSignIn} childCount={children.length} /> : null}
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField className="sm:w-64" label={t('nickname.label')} value={nickname} maxLength={MAX_NAME_LENGTH} error={error} autoComplete="off" onChange={(event) => setNickname(event.target.value)} />
        <Button type="submit" className="sm:mt-8" disabled={add.isPending || nickname.trim() === ''}>
          <UserPlus className="h-5 w-5" aria-hidden="true" />
          {t('nickname.add')}
        </Button>
      </form>
      {children.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('nickname.none')}</p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {children.map((child) => (
            <ChildItem key={child.id} groupId={groupId} child={child} />
          ))}
        </ul>
      )}
    </section>
  );
}
