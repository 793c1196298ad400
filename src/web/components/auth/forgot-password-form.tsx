import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { AUTH_RECOVERY_NS } from './auth-recovery-i18n';
import type { useAuthActions } from './use-auth-actions';
import '../../i18n/page-strings';

type Props = { actions: ReturnType<typeof useAuthActions>; initialEmail: string; onBack: () => void };

/** Asks for a reset link. Says the same for every address, so it never tells whether one has an account. */
export function ForgotPasswordForm({ actions, initialEmail, onBack }: Props) {
  const { t } = useTranslation(AUTH_RECOVERY_NS);
  const { t: tCommon } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(tCommon('auth.errors.emailRequired'));
      return;
    }
    setError(undefined);
    void actions.requestPasswordReset(address, () => setSentTo(address));
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="forgot-password-title">
      <h2 id="forgot-password-title" className="text-xl font-bold text-slate-900">
        {t('forgot.title')}
      </h2>
      <p className="text-slate-700">{t('forgot.text')}</p>
      <TextField label={tCommon('auth.email')} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      {actions.error ? (
        <p role="alert" className="rounded-xl bg-rose-50 p-3 font-semibold text-rose-800">
          {actions.error}
        </p>
      ) : null}
      <p role="status" className={sentTo ? 'rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900' : 'sr-only'}>
        {sentTo ? t('forgot.sent', { email: sentTo }) : ''}
      </p>
      <Button type="submit" disabled={actions.busy !== null}>
        {actions.busy === 'reset' ? tCommon('auth.working') : t('forgot.send')}
      </Button>
      <Button variant="outline" onClick={onBack}>
        {t('forgot.back')}
      </Button>
    </form>
  );
}
