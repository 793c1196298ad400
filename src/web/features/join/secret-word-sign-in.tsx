import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LogIn } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MAX_SECRET_WORD_LENGTH } from '../../../domain/secret-word';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { signInWithSecretWord } from '../../lib/groups-api';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { JOIN_NS } from './join-i18n';
import '../../i18n/page-strings';

/**
 * An older group's child, after tapping their nickname: types the secret word from their card. No autocomplete,
 * capitals or spelling fixes from the device (the word is not English prose), and the server forgives case and
 * spaces.
 */
export function SecretWordSignIn({ code, child, onBack }: { code: string; child: { id: string; nickname: string }; onBack: () => void }) {
  const { t } = useTranslation(JOIN_NS);
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const client = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  const [word, setWord] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The child has just tapped their name: the next thing they do is type.
  useEffect(() => input.current?.focus(), []);
  const signIn = useMutation({
    mutationFn: (secretWord: string) => signInWithSecretWord(code, child.id, secretWord),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void navigate('/library');
    },
    onError: (caught) => {
      setMessage(caught instanceof ApiError && caught.code === 'WRONG_SECRET_WORD' ? t('wrongWord') : errorMessage(caught));
      input.current?.focus();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (word.trim() === '' || signIn.isPending) return;
    setMessage(null);
    signIn.mutate(word);
  }

  return (
    <div className="flex flex-col gap-4">
      <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        {t('notMe')}
      </Button>
      <h2 className="wrap-anywhere text-2xl font-extrabold text-teal-900">{t('hello', { name: child.nickname })}</h2>
      {message ? (
        <p role="alert" className="rounded-2xl bg-rose-100 p-3 text-lg font-bold text-rose-900">
          {message}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-lg font-bold text-slate-900">
            {t('wordLabel')}
          </label>
          <input
            ref={input}
            id={id}
            type="text"
            value={word}
            maxLength={MAX_SECRET_WORD_LENGTH}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            aria-describedby={`${id}-hint`}
            aria-invalid={message ? true : undefined}
            onChange={(event) => setWord(event.target.value)}
            className="min-h-14 w-full rounded-2xl border-2 border-slate-400 bg-white px-4 py-2 font-mono text-2xl text-slate-900 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-600"
          />
          <p id={`${id}-hint`} className="text-base text-slate-700">
            {t('wordHint')}
          </p>
        </div>
        <Button type="submit" className="min-h-14 text-lg" disabled={signIn.isPending || word.trim() === ''}>
          <LogIn className="h-5 w-5" aria-hidden="true" />
          {signIn.isPending ? t('wordWorking') : t('wordSubmit')}
        </Button>
      </form>
    </div>
  );
}
