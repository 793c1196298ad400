import { MailCheck, MailWarning } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { AUTH_RECOVERY_NS } from '../../components/auth/auth-recovery-i18n';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/page-title';

/** /email-verified: where the welcome e-mail's confirmation link lands (with ?error=… when it did not work). */
export function EmailVerifiedPage() {
  const { t } = useTranslation(AUTH_RECOVERY_NS);
  const [params] = useSearchParams();
  const { user } = useSession();
  const failed = params.has('error');
  const title = failed ? t('verified.failedTitle') : t('verified.title');

  usePageTitle(title);

  const Icon = failed ? MailWarning : MailCheck;
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center gap-5 px-4 py-12 text-center">
      <Icon className={`h-14 w-14 ${failed ? 'text-amber-600' : 'text-teal-700'}`} aria-hidden="true" />
      <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
      <p className="text-lg text-slate-700">{failed ? t('verified.failed') : t('verified.text')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {failed ? (
          <Link to={user ? '/account' : '/auth?returnTo=%2Faccount'} className={buttonClasses('primary')}>
            {user ? t('verified.toAccount') : t('verified.signIn')}
          </Link>
        ) : (
          <Link to="/library" className={buttonClasses('primary')}>
            {t('verified.explore')}
          </Link>
        )}
      </div>
    </section>
  );
}
