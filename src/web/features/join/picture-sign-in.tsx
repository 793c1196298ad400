import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PICTURE_PASSWORD_LENGTH, PICTURES } from '../../../domain/picture-sign-in';
import { PictureArt, pictureName } from '../../components/groups/picture-art';
import { Button } from '../../components/ui/button';
import { useTranslation, useUiLanguage, type UiLanguage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { fetchRoster, signInWithPictures } from '../../lib/groups-api';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { JOIN_NS } from './join-i18n';
import { SecretWordSignIn } from './secret-word-sign-in';
import '../../i18n/page-strings';

/** Says a picture's name, so a child who cannot read it yet hears it (when the device has a voice). */
function sayName(name: string, language: UiLanguage) {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(name);
  utterance.lang = language === 'zh-TW' ? 'zh-TW' : 'en-US';
  window.speechSynthesis.speak(utterance);
}

function PictureGrid({ code, child, onBack }: { code: string; child: { id: string; nickname: string }; onBack: () => void }) {
  const { t } = useTranslation(JOIN_NS);
  const language = useUiLanguage();
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const signIn = useMutation({
    mutationFn: (pictures: number[]) => signInWithPictures(code, child.id, pictures),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void navigate('/library');
    },
    onError: (caught) => {
      setChosen([]);
      setMessage(caught instanceof ApiError && caught.code === 'WRONG_PICTURES' ? t('wrongPictures') : errorMessage(caught));
    },
  });

  function tap(index: number) {
    if (signIn.isPending || chosen.length >= PICTURE_PASSWORD_LENGTH) return;
    sayName(pictureName(index, language), language);
    const next = [...chosen, index];
    setChosen(next);
    setMessage(null);
    if (next.length === PICTURE_PASSWORD_LENGTH) signIn.mutate(next);
  }

  return (
    <div className="flex flex-col gap-4">
      <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        {t('notMe')}
      </Button>
      <h2 className="wrap-anywhere text-2xl font-extrabold text-teal-900">{t('hello', { name: child.nickname })}</h2>
      <p className="text-lg text-slate-800">{t('tapPictures')}</p>
      <p className="sr-only" aria-live="polite">
        {t('chosen', { count: chosen.length })}
      </p>
      {message ? (
        <p role="alert" className="rounded-2xl bg-rose-100 p-3 text-lg font-bold text-rose-900">
          {message}
        </p>
      ) : null}
      <ul className="grid grid-cols-3 gap-3">
        {PICTURES.map((picture, index) => {
          const order = chosen.indexOf(index);
          return (
            <li key={picture.id}>
              <button
                type="button"
                onClick={() => tap(index)}
                disabled={signIn.isPending}
                aria-pressed={order >= 0}
                className="relative flex min-h-24 w-full flex-col items-center justify-center gap-1 rounded-2xl border-2 border-slate-300 bg-white p-2 text-base font-bold text-slate-900 hover:border-teal-600 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 aria-pressed:border-teal-700 aria-pressed:bg-teal-50"
              >
                <PictureArt index={index} className="h-12 w-12" />
                {picture[language]}
                {order >= 0 ? (
                  <span aria-hidden="true" className="absolute right-1 top-1 flex h-7 w-7 items-center justify-center rounded-full bg-teal-700 text-sm text-white">
                    {order + 1}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A group's sign-in for children added by nickname: tap your name, then your pictures or (older groups) type your secret word. */
export function PictureSignIn({ code }: { code: string }) {
  const { t } = useTranslation(JOIN_NS);
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const roster = useQuery({ queryKey: ['join-roster', code], queryFn: () => fetchRoster(code), retry: false });
  const [child, setChild] = useState<{ id: string; nickname: string } | null>(null);

  if (roster.error) return <p className="font-semibold text-rose-800">{errorMessage(roster.error)}</p>;
  if (!roster.data) return <p className="text-slate-700">{t('loading')}</p>;
  if (roster.data.children.length === 0) return null;
  if (child) {
    if (roster.data.childSignIn === 'secret-word') return <SecretWordSignIn code={code} child={child} onBack={() => setChild(null)} />;
    return <PictureGrid code={code} child={child} onBack={() => setChild(null)} />;
  }
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-2xl font-extrabold text-teal-900">{t('whoAreYou', { group: roster.data.groupName })}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {roster.data.children.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => setChild(item)}
              className="flex min-h-14 w-full items-center justify-center wrap-anywhere rounded-2xl border-2 border-slate-300 bg-white px-3 py-2 text-lg font-bold text-slate-900 hover:border-teal-600 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
            >
              {item.nickname}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
