import { Compass, PlayCircle, Star } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { ISLANDS } from '../../../content/islands';
import { IslandEmblem } from '../../components/art/island-emblem';
import { buttonClasses } from '../../components/ui/button';
import { IslandLogo } from '../../components/ui/island-logo';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { featuredIsland } from '../../lib/featured-island';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';

// Only a signed-in child in a class or family has suggestions: their own chunk, off the first page's budget.
// Only for a signed-in learner with questions due: kept off the first page's bundle.
const PracticeInvite = lazy(() => import('../../components/practice/practice-panel').then((m) => ({ default: m.PracticeInvite })));
const SuggestionBanner = lazy(() => import('../../components/groups/suggestion-banner').then((m) => ({ default: m.SuggestionBanner })));

/** How many topics each island card lists before '+N more...'. */
export const HOME_TOPICS_SHOWN = 6;

export function HomePage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const featured = useMemo(() => featuredIsland(), []);
  const { user } = useSession();
  usePageTitle(t('nav.home'));

  return (
    <>
      <section className="bg-gradient-to-b from-sky-200 via-sky-100 to-amber-50">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-14 text-center sm:py-20">
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

      <section className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 py-10 text-center">
        <p className="text-lg text-slate-800">{t('home.intro')}</p>
        <p className="text-slate-700">{t('home.freeIsland')}</p>
        <Link to="/library" className={buttonClasses('primary')}>
          {t('home.begin')}
        </Link>
      </section>

      {user ? (
        <Suspense fallback={null}>
          <PracticeInvite className="mx-auto mb-6 max-w-6xl px-4" />
          <SuggestionBanner className="mx-auto mb-6 max-w-6xl px-4" />
        </Suspense>
      ) : null}

      <section aria-labelledby="monthly-title" className="mx-auto max-w-6xl px-4">
        <div className="flex flex-col items-center gap-4 rounded-3xl border-2 border-amber-300 bg-amber-50 p-5 text-center sm:flex-row sm:text-left">
          <IslandEmblem island={featured.key} className="h-20 w-20 shrink-0" />
          <div className="flex-1">
            <p className="inline-flex items-center gap-1 text-sm font-bold uppercase tracking-wide text-amber-800">
              <Star className="h-4 w-4" aria-hidden="true" />
              {t('islands.monthly')}
            </p>
            <h2 id="monthly-title" className="text-2xl font-extrabold text-slate-900">
              {t('home.monthlyTitle', { island: featured.title[language] })}
            </h2>
            <p className="text-slate-700">{t('home.monthlyBody')}</p>
          </div>
          <Link to={featured.path} className={buttonClasses('secondary')}>
            {t('home.visitIsland', { island: featured.title[language] })}
          </Link>
        </div>
      </section>

      <section aria-labelledby="islands-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="islands-title" className="mb-6 text-center text-3xl font-extrabold text-slate-900">
          {t('home.islandsTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ISLANDS.map((island) => {
            const shown = island.topics.slice(0, HOME_TOPICS_SHOWN);
            const more = island.topics.length - shown.length;
            return (
              <li key={island.key}>
                <Link
                  to={island.path}
                  className="flex h-full flex-col gap-3 rounded-3xl border-2 border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-teal-400 hover:shadow-md focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
                >
                  <div className="flex flex-wrap items-center gap-3">
                    <IslandEmblem island={island.key} className="h-14 w-14 shrink-0" />
                    <div className="min-w-0">
                      <h3 className="text-xl font-bold text-slate-900">{island.title[language]}</h3>
                      <p className="text-slate-700">{island.subtitle[language]}</p>
                    </div>
                  </div>
                  <ul className="flex flex-wrap gap-2" aria-label={island.title[language]}>
                    {shown.map((topic) => (
                      <li key={topic.en} className="rounded-full bg-sky-50 px-3 py-1 text-sm text-sky-900">
                        {topic[language]}
                      </li>
                    ))}
                    {more > 0 ? <li className="rounded-full px-2 py-1 text-sm font-semibold text-slate-600">{t('islands.moreTopics', { count: more })}</li> : null}
                  </ul>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="bg-gradient-to-t from-sky-200 to-amber-50">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-14 text-center">
          <h2 className="text-3xl font-extrabold text-teal-950">{t('home.closingTitle')}</h2>
          <p className="text-lg text-slate-800">{t('home.closingBody')}</p>
          <Link to="/library" className={buttonClasses('primary', 'text-lg')}>
            {t('home.startMyAdventure')}
          </Link>
        </div>
      </section>
    </>
  );
}
