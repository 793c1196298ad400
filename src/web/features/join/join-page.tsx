import { Users } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { GROUPS_NS } from '../../components/groups/groups-i18n';
import { JoinGroupFlow } from '../../components/groups/join-group-flow';
import { buttonClasses } from '../../components/ui/button';
import { FullScreenLoading } from '../../components/ui/full-screen-loading';
import { useTranslation } from '../../i18n/i18n';
import { usePageTitle } from '../../lib/page-title';
import { signInPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { JOIN_NS } from './join-i18n';
import '../../i18n/page-strings';
import { PictureSignIn } from './picture-sign-in';

/**
 * /join/CODE: where a group's QR code or link leads. A signed-in child sees whose group it is and confirms; a
 * visitor is asked to sign in (or sign up) first and comes back here.
 */
export function JoinPage() {
  const { t } = useTranslation(JOIN_NS);
  const groups = useTranslation(GROUPS_NS).t;
  const { code = '' } = useParams();
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  usePageTitle(groups('join.title'));

  if (isLoading) return <FullScreenLoading label={t('loading')} />;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-8 sm:py-10">
      <h1 className="flex items-center gap-3 text-3xl font-extrabold text-teal-900 sm:text-4xl">
        <Users className="h-9 w-9 shrink-0 text-teal-700" aria-hidden="true" />
        {groups('join.title')}
      </h1>
      <section className="rounded-3xl border-2 border-sky-100 bg-white p-5 shadow-sm sm:p-6">
        {user ? (
          <>
            <p className="mb-3 text-slate-700">{groups('join.text')}</p>
            <JoinGroupFlow initialCode={code} headingLevel={2} onJoined={() => void navigate('/library')} />
          </>
        ) : (
          <div className="flex flex-col gap-6">
            <PictureSignIn code={code} />
            <div>
              <p className="text-slate-800">{t('orAccount')}</p>
              <Link to={signInPath(`/join/${encodeURIComponent(code)}`)} className={buttonClasses('outline', 'mt-3')}>
                {t('signIn')}
              </Link>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
