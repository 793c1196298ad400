import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import { MAX_PASSWORD_LENGTH } from '../../../domain/constants';
import { Button, buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { authApi } from '../../lib/auth-api';
import { newPasswordErrorKey } from '../../lib/password-rule';
import { toast } from '../../lib/toast';
import { ACCOUNT_NS } from './account-i18n';
import { fetchSignInMethods, savePassword, SIGN_IN_METHODS_KEY } from './account-requests';
import '../../i18n/page-strings';

type Props = {
  email: string;
  /** A magic link just removed a password that was set before the address was proven (?password=removed). */
  passwordRemoved: boolean;
  /** Where the learner was before that link, to go back to once a new password is set. */
  returnTo: string | null;
};

/** Change the password (current one required), or set one for an account made by magic link or Google. */
export function PasswordSection({ email, passwordRemoved, returnTo }: Props) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const methods = useQuery({ queryKey: SIGN_IN_METHODS_KEY, queryFn: fetchSignInMethods });
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; again?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The learner arrives from the link: the explanation is what they need to read first (once it is shown).
  const loaded = methods.data !== undefined;
  useEffect(() => {
    if (passwordRemoved && loaded) noticeRef.current?.focus();
  }, [passwordRemoved, loaded]);

  const messageOf = useApiErrorMessage();

  if (!methods.data) return null;
  const hasPassword = methods.data.hasPassword;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const nextError = newPasswordErrorKey(next);
    const found = {
      current: hasPassword && !current ? tCommon('auth.errors.passwordRequired') : undefined,
      next: nextError ? tCommon(nextError) : undefined,
      again: next && again !== next ? t('password.mismatch') : undefined,
    };
    setErrors(found);
    if (found.current || found.next || found.again) return;
    setBusy(true);
    setFailure(null);
    setSaved(null);
    try {
      await savePassword(hasPassword ? { currentPassword: current, newPassword: next } : { newPassword: next });
      const message = hasPassword ? t('password.changed') : t('password.saved');
      setSaved(message);
      toast.success(message);
      setCurrent('');
      setNext('');
      setAgain('');
      await queryClient.invalidateQueries({ queryKey: SIGN_IN_METHODS_KEY });
    } catch (caught) {
      setFailure(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setResending(true);
    try {
      await authApi.sendVerificationEmail(email);
      setResent(true);
    } catch (caught) {
      toast.error(messageOf(caught));
    } finally {
      setResending(false);
    }
  }

  return (
    <>
      {passwordRemoved && !saved ? (
        <div ref={noticeRef} tabIndex={-1} role="alert" className="rounded-3xl border-2 border-amber-300 bg-amber-50 p-5 text-amber-950 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600 sm:p-6">
          <h2 className="text-xl font-extrabold">{t('password.removedTitle')}</h2>
          <p className="mt-2">{t('password.removed')}</p>
        </div>
      ) : null}

      {!methods.data.emailVerified ? (
        <section aria-labelledby="account-email" className="rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="account-email" className="text-xl font-extrabold text-teal-900">
            {t('email.unconfirmed')}
          </h2>
          <p className="mt-2 text-slate-700">{t('email.unconfirmedText')}</p>
          <p role="status" className={resent ? 'mt-3 rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900' : 'sr-only'}>
            {resent ? t('email.resent', { email }) : ''}
          </p>
          <Button variant="outline" className="mt-4" onClick={() => void resend()} disabled={resending}>
            {resending ? t('email.resending') : t('email.resend')}
          </Button>
        </section>
      ) : null}

      <section aria-labelledby="account-password" className="rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="account-password" className="text-xl font-extrabold text-teal-900">
          {hasPassword ? t('password.changeTitle') : t('password.setTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{hasPassword ? t('password.changeText') : t('password.setText')}</p>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex max-w-md flex-col gap-4" aria-labelledby="account-password">
          {hasPassword ? (
            <TextField
              label={t('password.current')}
              type="password"
              name="current-password"
              autoComplete="current-password"
              maxLength={MAX_PASSWORD_LENGTH}
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              error={errors.current}
            />
          ) : null}
          <TextField
            label={t('password.new')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            maxLength={MAX_PASSWORD_LENGTH}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            hint={tCommon('auth.passwordHint')}
            error={errors.next}
          />
          <TextField
            label={t('password.again')}
            type="password"
            name="new-password-again"
            autoComplete="new-password"
            maxLength={MAX_PASSWORD_LENGTH}
            value={again}
            onChange={(e) => setAgain(e.target.value)}
            error={errors.again}
          />
          {failure ? (
            <p role="alert" className="rounded-xl bg-rose-50 p-3 font-semibold text-rose-800">
              {failure}
            </p>
          ) : null}
          <p role="status" className={saved ? 'rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900' : 'sr-only'}>
            {saved ?? ''}
          </p>
          <Button type="submit" disabled={busy} className="self-start">
            {busy ? t('password.working') : hasPassword ? t('password.change') : t('password.set')}
          </Button>
        </form>
        {saved && returnTo ? (
          <Link to={returnTo} className={buttonClasses('outline', 'mt-4')}>
            {t('password.back')}
          </Link>
        ) : null}
      </section>
    </>
  );
}
