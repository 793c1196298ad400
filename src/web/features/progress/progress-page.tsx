import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../lib/session';

export function ProgressPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold text-slate-900">{t('nav.progress')}</h1>
        <p className="text-lg text-slate-700">{t('progress.signInPrompt')}</p>
        <Link to="/auth" className={buttonClasses('primary')}>
          {t('account.signIn')}
        </Link>
      </section>
    );
  }
  return <PlaceholderPage title={t('nav.progress')} body={t('placeholder.progress')} />;
}
