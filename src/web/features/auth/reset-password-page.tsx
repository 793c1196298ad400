import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { MAX_PASSWORD_LENGTH } from '../../../domain/constants';
import { AUTH_RECOVERY_NS } from '../../components/auth/auth-recovery-i18n';
import { Button, buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { authApi } from '../../lib/auth-api';
import { usePageTitle } from '../../lib/page-title';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { newPasswordErrorKey } from '../../lib/password-rule';
import '../../i18n/page-strings';

/** /reset-password?token=…: the page a reset e-mail opens (or ?error=INVALID_TOKEN for a used or old link). */
export function ResetPasswordPage() {
  const { t } = useTranslation(AUTH_RECOVERY_NS);
  const { t: tCommon } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<'form' | 'busy' | 'done' | 'invalid'>(token && !params.get('error') ? 'form' : 'invalid');

  const errorMessage = useApiErrorMessage();
  usePageTitle(t('reset.title'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const passwordError = newPasswordErrorKey(password);
    const next = {
      password: passwordError ? tCommon(passwordError) : undefined,
      again: password && again !== password ? t('reset.mismatch') : undefined,
    };
    setErrors(next);
    if (next.password || next.again || !token) return;
    setState('busy');
    setFailure(null);
    try {
      await authApi.resetPassword(token, password);
      setState('done');
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'INVALID_TOKEN') {
        setState('invalid');
        return;
      }
      setFailure(errorMessage(caught));
      setState('form');
    }
  }

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      <div className="flex flex-col items-center gap-3 text-center">
        <KeyRound className="h-12 w-12 text-teal-700" aria-hidden="true" />
        <h1 className="text-3xl font-extrabold text-slate-900">{state === 'done' ? t('reset.doneTitle') : t('reset.title')}</h1>
      </div>
      <div className="rounded-3xl bg-white p-5 shadow-md sm:p-6">
        {state === 'invalid' ? (
          <div className="flex flex-col gap-4">
            <p role="alert" className="rounded-xl bg-rose-50 p-3 font-semibold text-rose-800">
              {t('reset.invalid')}
            </p>
            <Link to="/auth" className={buttonClasses('primary')}>
              {t('reset.askAgain')}
            </Link>
          </div>
        ) : state === 'done' ? (
          <div className="flex flex-col gap-4">
            <p role="status" className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900">
              {t('reset.done')}
            </p>
            <Link to="/auth" className={buttonClasses('primary')}>
              {t('reset.signIn')}
            </Link>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={t('reset.title')}>
            <p className="text-slate-700">{t('reset.text')}</p>
            <TextField
              label={t('reset.newPassword')}
              type="password"
              name="new-password"
              autoComplete="new-password"
              maxLength={MAX_PASSWORD_LENGTH}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              hint={tCommon('auth.passwordHint')}
              error={errors.password}
            />
            <TextField
              label={t('reset.confirm')}
              type="password"
              name="confirm-password"
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
            <Button type="submit" disabled={state === 'busy'}>
              {state === 'busy' ? tCommon('auth.working') : t('reset.submit')}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
