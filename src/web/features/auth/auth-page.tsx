import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthTabs } from '../../components/auth/auth-tabs';
import { IslandLogo } from '../../components/ui/island-logo';
import { RETURN_TO_PARAM, safeReturnPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/page-title';
import '../../i18n/page-strings';

export function AuthPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // A magic link that failed comes back here with ?error=CODE.
  const linkError = params.get('error');
  const linkErrorKey = linkError ? `errors.${linkError}` : null;
  // Signing in from a locked lesson comes back to that lesson.
  const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM));

  usePageTitle(t('account.signIn'));

  if (user) return <Navigate to={returnTo} replace />;

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      <div className="flex flex-col items-center gap-3 text-center">
        <IslandLogo className="h-16 w-16" />
        <h1 className="text-3xl font-extrabold text-slate-900">{t('auth.title')}</h1>
        <p className="text-slate-700">{t('auth.subtitle')}</p>
      </div>
      {linkErrorKey ? (
        <p role="alert" className="rounded-xl bg-rose-50 p-3 font-semibold text-rose-800">
          {i18n.exists(linkErrorKey) ? t(linkErrorKey) : t('errors.INVALID_TOKEN')}
        </p>
      ) : null}
      <div className="rounded-3xl bg-white p-5 shadow-md sm:p-6">
        <AuthTabs
          defaultTab={params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in'}
          returnTo={returnTo}
          onSignedIn={() => {
            setParams({});
            void navigate(returnTo);
          }}
        />
      </div>
      <Link to="/" className="inline-flex min-h-11 items-center gap-2 self-center rounded-full px-4 font-semibold text-teal-800 underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600">
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        {t('auth.backHome')}
      </Link>
    </section>
  );
}
