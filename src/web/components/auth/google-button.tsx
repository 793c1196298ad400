import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { authApi } from '../../lib/auth-api';
import { Button } from '../ui/button';
import type { useAuthActions } from './use-auth-actions';
import '../../i18n/page-strings';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}

/** Google sign-in; on a server without Google credentials it says so instead of failing. */
export function GoogleButton({ actions, label }: { actions: ReturnType<typeof useAuthActions>; label: 'continueWithGoogle' | 'signInWithGoogle' }) {
  const { t } = useTranslation();
  const config = useQuery({ queryKey: ['config'], queryFn: authApi.config, staleTime: Infinity });
  const [notice, setNotice] = useState(false);

  function click() {
    if (config.data && !config.data.googleEnabled) {
      setNotice(true);
      return;
    }
    void actions.google();
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-300" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-slate-300" />
      </div>
      <Button variant="neutral" onClick={click} disabled={actions.busy !== null}>
        <GoogleMark />
        {actions.busy === 'google' ? t('auth.working') : t(`auth.${label}`)}
      </Button>
      {notice ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900">
          {t('errors.GOOGLE_NOT_CONFIGURED')}
        </p>
      ) : null}
    </div>
  );
}
