import { Compass, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { IslandLogo } from '../../components/ui/island-logo';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-b from-sky-200 via-sky-100 to-amber-50">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
          <IslandLogo className="h-24 w-24" />
          <h1 className="text-4xl font-extrabold tracking-tight text-teal-950 sm:text-5xl">{t('app.name')}</h1>
          <p className="max-w-2xl text-xl text-slate-800">{t('app.tagline')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/library" className={buttonClasses('primary', 'text-lg')}>
              <Compass className="h-5 w-5" aria-hidden="true" />
              {t('home.explore')}
            </Link>
            <Link to="/auth" className={buttonClasses('secondary', 'text-lg')}>
              <PlayCircle className="h-5 w-5" aria-hidden="true" />
              {t('home.videos')}
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-12 text-center">
        <p className="text-lg text-slate-800">{t('home.intro')}</p>
        <p className="text-slate-700">{t('home.freeIsland')}</p>
        <Link to="/library" className={buttonClasses('primary')}>
          {t('home.begin')}
        </Link>
      </section>
    </>
  );
}
