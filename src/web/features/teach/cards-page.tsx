import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { PICTURES } from '../../../domain/picture-sign-in';
import { PictureArt } from '../../components/groups/picture-art';
import { Button, buttonClasses } from '../../components/ui/button';
import { FullScreenLoading } from '../../components/ui/full-screen-loading';
import { useTranslation } from '../../i18n/i18n';
import { cardsQueryKey, fetchCards } from '../../lib/groups-api';
import { usePageTitle } from '../../lib/page-title';
import { signInPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { TEACH_NS } from './teach-i18n';
import '../../i18n/page-strings';

/**
 * /teach/:groupId/cards: an A4 sheet of sign-in cards, one per child added by nickname: the class address and
 * code, the nickname and the two pictures in order (or, in an older group, the secret word, large and in a
 * typewriter face so that 1/l and 0/o never look alike), in both languages (print styles in styles.css: @page A4,
 * 2 × 4 cards, the page's chrome hidden).
 */
export function CardsPage() {
  const { t } = useTranslation(TEACH_NS);
  const { groupId = '' } = useParams();
  const { user, isLoading } = useSession();
  const query = useQuery({ queryKey: cardsQueryKey(groupId), queryFn: () => fetchCards(groupId), enabled: Boolean(user), retry: false });
  usePageTitle(query.data ? t('cards.title', { group: query.data.groupName }) : t('title'));
  if (isLoading) return <FullScreenLoading label={t('loading')} />;
  if (!user) return <Navigate to={signInPath(`/teach/${groupId}/cards`)} replace />;
  if (query.error) return <p className="mx-auto max-w-3xl px-4 py-10">{t('group.notFound')}</p>;
  if (!query.data) return <FullScreenLoading label={t('loading')} />;
  const { groupName, joinCode, childSignIn, children } = query.data;
  const words = childSignIn === 'secret-word';
  const address = `${window.location.host}/join/${joinCode ?? ''}`;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-8 print:max-w-none print:p-0">
      <div className="flex flex-col gap-3 print:hidden">
        <Link to={`/teach/${groupId}`} className={buttonClasses('ghost', 'self-start', 'sm')}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          {t('cards.back', { group: groupName })}
        </Link>
        <h1 className="wrap-anywhere text-3xl font-extrabold text-teal-900">{t('cards.title', { group: groupName })}</h1>
        <p className="text-lg text-slate-700">{t('cards.intro')}</p>
        {joinCode ? null : <p className="rounded-2xl bg-amber-100 p-3 font-semibold text-amber-950">{t('cards.codeOff')}</p>}
        <Button className="self-start" onClick={() => window.print()} disabled={children.length === 0}>
          <Printer className="h-5 w-5" aria-hidden="true" />
          {t('cards.print')}
        </Button>
      </div>
      {children.length === 0 ? (
        <p>{t('cards.none')}</p>
      ) : (
        <ul className="sign-in-cards grid gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-0">
          {children.map((child) => (
            // A word card is a line taller than a picture card: closer together in print, so it fits 68 mm.
            <li key={child.id} className={`sign-in-card flex flex-col gap-2 rounded-2xl border-2 border-dashed border-slate-400 bg-white p-4 text-slate-900 ${words ? 'print:gap-1' : ''}`}>
              <p className="text-sm font-semibold text-slate-700">
                {groupName} · {t('cards.code')}: <span className="font-mono text-base font-extrabold tracking-widest">{joinCode ?? '—'}</span>
              </p>
              <h2 className="wrap-anywhere text-2xl font-extrabold">{child.nickname}</h2>
              {words ? (
                <p className="flex flex-col gap-1 print:gap-0">
                  <span className="text-sm font-semibold text-slate-700">{t('cards.word')}</span>
                  {/* Large, in a typewriter face; one line on a card even for the longest words (18 characters). */}
                  <span className="break-all rounded-xl border-2 border-slate-300 px-3 py-1 font-mono text-2xl font-extrabold sm:text-3xl print:text-2xl" data-testid="secret-word">
                    {child.secretWord}
                  </span>
                </p>
              ) : (
                <ol className="flex items-center gap-4">
                  {child.pictures.map((picture, order) => (
                    <li key={order} className="flex flex-col items-center gap-1">
                      <span className="flex h-16 w-16 items-center justify-center rounded-xl border-2 border-slate-300 bg-white">
                        <PictureArt index={picture} className="h-12 w-12" />
                      </span>
                      <span className="text-sm font-bold">
                        {order + 1}. {PICTURES[picture]?.en} · {PICTURES[picture]?.['zh-TW']}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
              <p className="text-sm">{t(words ? 'cards.howWordEn' : 'cards.howEn', { address })}</p>
              <p className="text-sm" lang="zh-TW">
                {t(words ? 'cards.howWordZh' : 'cards.howZh', { address })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
