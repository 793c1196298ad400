import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import { MAX_NAME_LENGTH } from '../../../domain/constants';
import { newPasswordErrorKey } from '../../lib/password-rule';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { GoogleButton } from './google-button';
import type { useAuthActions } from './use-auth-actions';
import '../../i18n/page-strings';

/** The server refuses longer names with NAME_TOO_LONG. */
export const MAX_USERNAME_LENGTH = MAX_NAME_LENGTH;

type Props = { actions: ReturnType<typeof useAuthActions>; googleLabel: 'continueWithGoogle' | 'signInWithGoogle' };

export function SignUpForm({ actions, googleLabel }: Props) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [grownUp, setGrownUp] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; email?: string; password?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    const passwordError = newPasswordErrorKey(password);
    const next = {
      username: !name ? t('auth.errors.usernameRequired') : name.length > MAX_USERNAME_LENGTH ? t('auth.errors.usernameTooLong') : undefined,
      email: email.trim() ? undefined : t('auth.errors.emailRequired'),
      password: passwordError ? t(passwordError) : undefined,
    };
    setErrors(next);
    if (next.username || next.email || next.password) return;
    void actions.signUp(name, email.trim(), password, grownUp);
  }

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('auth.signUpTab')}>
        <TextField
          label={t('auth.username')}
          name="username"
          autoComplete="nickname"
          maxLength={MAX_USERNAME_LENGTH}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          hint={t('auth.usernameHint')}
          error={errors.username}
        />
        <TextField label={t('auth.email')} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <TextField
          label={t('auth.password')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={t('auth.passwordHint')}
          error={errors.password}
        />
        <label className="flex min-h-11 cursor-pointer items-start gap-3 text-slate-800">
          <input type="checkbox" name="grown-up" checked={grownUp} onChange={(e) => setGrownUp(e.target.checked)} className="mt-1 h-5 w-5 shrink-0 accent-teal-700" />
          <span>
            <span className="block font-semibold">{t('auth.grownUp')}</span>
            <span className="block text-sm text-slate-600">{t('auth.grownUpHint')}</span>
          </span>
        </label>
        <div className="flex flex-col items-start text-sm text-slate-700">
          <p>{t('auth.privacyNote')}</p>
          <Link
            to="/privacy"
            className="inline-flex min-h-11 items-center rounded font-semibold text-teal-800 underline underline-offset-4 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600"
          >
            {t('auth.privacyLink')}
          </Link>
        </div>
        {actions.error ? (
          <p role="alert" className="rounded-xl bg-rose-50 p-3 font-semibold text-rose-800">
            {actions.error}
          </p>
        ) : null}
        <Button type="submit" disabled={actions.busy !== null}>
          {actions.busy === 'sign-up' ? t('auth.working') : t('auth.submitSignUp')}
        </Button>
      </form>
      <GoogleButton actions={actions} label={googleLabel} />
    </div>
  );
}
