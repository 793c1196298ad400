import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { AUTH_RECOVERY_NS } from './auth-recovery-i18n';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleButton } from './google-button';
import type { useAuthActions } from './use-auth-actions';
import '../../i18n/page-strings';

type Props = { actions: ReturnType<typeof useAuthActions>; googleLabel: 'continueWithGoogle' | 'signInWithGoogle' };

export function SignInForm({ actions, googleLabel }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [forgotten, setForgotten] = useState(false);
  const { t: tRecovery } = useTranslation(AUTH_RECOVERY_NS);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      email: email.trim() ? undefined : t('auth.errors.emailRequired'),
      password: password ? undefined : t('auth.errors.passwordRequired'),
    };
    setErrors(next);
    if (next.email || next.password) return;
    void actions.signIn(email.trim(), password);
  }

  function sendLink() {
    if (!email.trim()) {
      setErrors({ email: t('auth.errors.emailRequired') });
      return;
    }
    setErrors({});
    void actions.sendMagicLink(email.trim());
  }

  if (forgotten) {
    return (
      <ForgotPasswordForm
        actions={actions}
        initialEmail={email.trim()}
        onBack={() => {
          actions.clearError();
          setForgotten(false);
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('auth.signInTab')}>
        <TextField label={t('auth.email')} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <button
          type="button"
          onClick={() => {
            actions.clearError();
            setForgotten(true);
          }}
          className="-mt-2 inline-flex min-h-11 items-center self-start rounded font-semibold text-teal-800 underline underline-offset-4 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600"
        >
          {tRecovery('forgot.link')}
        </button>
        {actions.error ? (
          <p role="alert" className="rounded-xl bg-rose-50 p-3 font-semibold text-rose-800">
            {actions.error}
          </p>
        ) : null}
        <Button type="submit" disabled={actions.busy !== null}>
          {actions.busy === 'sign-in' ? t('auth.working') : t('auth.submitSignIn')}
        </Button>
      </form>
      <div className="flex flex-col gap-2 rounded-2xl bg-sky-50 p-4">
        <p className="text-sm text-slate-700">{t('auth.magicLinkHint')}</p>
        <p className="text-sm text-slate-700">{tRecovery('magicLinkNote')}</p>
        <Button variant="outline" onClick={sendLink} disabled={actions.busy !== null}>
          {actions.busy === 'magic-link' ? t('auth.working') : t('auth.sendMagicLink')}
        </Button>
      </div>
      <GoogleButton actions={actions} label={googleLabel} />
    </div>
  );
}
